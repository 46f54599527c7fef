// What the libraries of one build would otherwise keep on `window` (library-globals-loader.js).
export default {};
