export const SOURCE_ENTRIES: Readonly<Record<string, string>>;
export const REPO_ROOT: string;
export function sourceAliases(): { find: RegExp; replacement: string }[];
