export const FAMILIES: readonly string[];
export function generateAll(): Promise<Record<string, string>>;
export const SPEC_FILES: Readonly<Record<string, string>>;
