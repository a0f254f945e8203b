// The federation runtime's error descriptions, left out of the browser builds: an error still
// names its code (`#RUNTIME_008`) and the page of the runtime's documentation that explains it
// (`getShortErrorMsg` in @module-federation/error-codes), without the English sentence
// (about 0.4 KB gzip in every container and host entry). Same exports as the package's desc.mjs.
export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};
