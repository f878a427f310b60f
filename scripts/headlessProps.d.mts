export const COMPONENTS: readonly string[];
export function headlessProps(root: string): Record<string, string[]>;
