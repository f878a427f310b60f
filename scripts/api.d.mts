export const API_DIR: string;
export function reportFile(entry: string): string;
export function staleReports(root?: string): string[];
export function createProgram(root: string): import('typescript').Program;
export function deprecatedTag(symbol: import('typescript').Symbol): import('typescript').JSDocDeprecatedTag | undefined;
