/** Injected by webpack's DefinePlugin (see webpack.config.js); absent under jest. */
declare const __DPOHUB_BUILD_ID__: string | undefined;
