declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/** Plain stylesheets imported for their side effect (a library's CSS). */
declare module '*.css';
