declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}

/** The shared theme's variables (a plain stylesheet, imported for its side effect). */
declare module '@dpohub/shared-ui/theme.css';
