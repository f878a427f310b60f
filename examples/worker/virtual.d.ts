/** The picker page's bundle, inlined into the Worker by build.mjs. */
declare module 'virtual:picker' {
  export const PICKER_JS: string;
  export const PICKER_CSS: string;
}
