// Values `npm run demo` hands the page through Vite `define` (scripts/demo.mjs).
declare const __GIFKIT_API_KEY__: string;
declare const __GIFKIT_KLIPY_KEY__: string;
declare const __GIFKIT_MEDIA_PATH__: string;
declare const __GIFKIT_API_URL__: string;

// Vite `?raw` imports (the API explorer reads the OpenAPI specs as text).
declare module '*.yaml?raw' {
  const text: string;
  export default text;
}
