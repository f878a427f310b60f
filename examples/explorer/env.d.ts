// Ambient types for the explorer: Vite `?raw` imports and the key `scripts/demo.mjs` defines.

declare module '*.yaml?raw' {
  const text: string;
  export default text;
}

/** The GIPHY API key given to `npm run demo` (empty string when offline). Replaced by Vite `define`. */
declare const __GIFKIT_API_KEY__: string;
