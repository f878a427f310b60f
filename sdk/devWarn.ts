/**
 * Development warnings, the kit's one way to give them: `console.warn('gifkit: …')` outside
 * production, silent in production (bundlers replace `process.env.NODE_ENV`, so a production
 * bundle drops the checks), and silent where no console exists. `warnDeprecated` and
 * `deprecatedProperty` are the deprecation policy's warning (docs/versioning.md): a renamed
 * name keeps working and says so once per page.
 */

/** Where every deprecation warning points: the table of deprecated names and their replacements. */
export const DEPRECATIONS_URL = 'https://github.com/gifkit/gifkit/blob/main/docs/migration.md#deprecated-names';

const warned = new Set<string>();

/** Warns `gifkit: <message>` outside production; with `once`, only the first time this message is given. */
export function devWarn(message: string, once = false): void {
  if (process.env.NODE_ENV !== 'production' && !(once && warned.has(message))) {
    if (once) warned.add(message);
    globalThis.console?.warn(`gifkit: ${message}`);
  }
}

/** A deprecated name and what replaces it, as a user writes them (`useSearchInfinite(…).gifs`). */
export interface Deprecation {
  /** The old name or call shape. */
  name: string;
  /** What to write instead. */
  instead: string;
}

/** The deprecation warning: once per deprecated name, in development only. */
export function warnDeprecated(deprecation: Deprecation): void {
  if (process.env.NODE_ENV !== 'production') {
    const { name, instead } = deprecation;
    devWarn(
      `${name} is deprecated: use ${instead}. It still works until a later minor version removes it. See ${DEPRECATIONS_URL}`,
      true,
    );
  }
}

/**
 * Adds `key` to `target` as a deprecated alias: a getter that warns (`warnDeprecated`) and returns
 * `read()`. Not enumerable, so spreading, logging or comparing the object never warns; only code
 * that reads the old name does. Callers pass the warning's text as
 * `process.env.NODE_ENV !== 'production' && { name, instead }`, so a production build drops the
 * text with the warning (the alias itself works the same there).
 */
export function deprecatedProperty<T extends object, K extends string, V>(
  target: T,
  key: K,
  read: () => V,
  deprecation: Deprecation | false,
): T & { readonly [P in K]: V } {
  return Object.defineProperty(target, key, {
    configurable: true,
    enumerable: false,
    get() {
      if (process.env.NODE_ENV !== 'production' && deprecation) warnDeprecated(deprecation);
      return read();
    },
  }) as T & { readonly [P in K]: V };
}

/**
 * Adds each old name of `renamed` (old → new) that `target` has a new one for as a deprecated
 * alias of it: a getter, not enumerable (spreading, logging or comparing never warns), that
 * warns once in development, naming `${owner}.${old}` and `${owner}.${new}`; a production bundle
 * keeps only the getter. For renamed methods and members (`client.search` → `client.searchGifs`).
 */
export function withRenamed<T extends object>(target: T, renamed: Record<string, string>, owner: string): T {
  for (const old in renamed) {
    const name = renamed[old]!;
    if (name in target) {
      Object.defineProperty(target, old, {
        get() {
          if (process.env.NODE_ENV !== 'production') {
            warnDeprecated({ name: `${owner}.${old}`, instead: `${owner}.${name}` });
          }
          return target[name as keyof T];
        },
      });
    }
  }
  return target;
}
