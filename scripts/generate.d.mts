export const FAMILIES: readonly string[];
export function generateAll(): Promise<Record<string, string>>;
