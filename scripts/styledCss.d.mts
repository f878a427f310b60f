// Types of scripts/styledCss.mjs (plain JavaScript so that bench/measure.mjs, run by Node, composes
// the per-skin stylesheets from source exactly as the build does).
export declare const STYLED_CSS: string;
export declare function styledCssImports(root: string): Promise<string[]>;
export declare function bundleStyledCss(root: string): Promise<string>;
export declare const SHARED_CSS: readonly string[];
export declare const SKIN_CSS: Readonly<Record<string, readonly string[]>>;
export declare function bundleSkinCss(root: string, skin: string): Promise<string>;
