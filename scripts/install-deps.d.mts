/** Runs `npm ci` in `folder` when its install is missing or stale; throws if it fails. True when it ran. */
export function installDeps(folder: string, options?: { stdio?: 'inherit' | 'pipe' | 'ignore' }): boolean;
