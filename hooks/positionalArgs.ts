/**
 * The query factories' old call shape, kept as a deprecated alias (docs/versioning.md): until
 * 0.2.0 they took positional arguments after the client (`gifQueries.searchGifs(client, 'cats',
 * { limit })`); now one options object (`gifQueries.searchGifs(client, { term: 'cats', limit })`).
 * `withPositionalArgs` wraps a factory so the old shape still works: it is translated into the
 * options object, and warns once in development.
 */
import { warnDeprecated } from '../sdk/devWarn';
import { isObject } from '../sdk/isObject';

/**
 * `factory` (`gifQueries.searchGifs`, say, named by `name`) that also accepts its old positional
 * arguments, `oldArgs` (`'term, options'`): `toOptions` turns them into its options, and the
 * first such call warns once in development, naming the options object to pass instead
 * (`{ term, ...options }`).
 */
export function withPositionalArgs<C, Options extends object, Args extends unknown[], R>(
  factory: (client: C, options: Options) => R,
  toOptions: (...args: Args) => Options,
  name: string,
  oldArgs: string,
): {
  (client: C, options: Options): R;
  /**
   * @deprecated Positional arguments after the client: pass one options object instead
   * (`gifQueries.searchGifs(client, { term, ...options })`, `.gif(client, { id })`, …). Removed in 0.4.0 at the earliest.
   */
  (client: C, ...args: Args): R;
} {
  return (client: C, ...args: [Options] | Args) => {
    if (isObject(args[0])) return factory(client, args[0] as Options);
    if (process.env.NODE_ENV !== 'production') {
      warnDeprecated({
        name: `${name}(client, ${oldArgs})`,
        instead: `${name}(client, { ${oldArgs.replace('options', '...options')} })`,
      });
    }
    return factory(client, toOptions(...(args as Args)));
  };
}

/**
 * `hook` (`useSubcategories`, say, named by `name`), which takes one options object, that also
 * accepts its old positional arguments, `oldArgs` (`'category, options'`): `toOptions` turns
 * them into its options, and the first such call warns once in development, naming the options
 * object to pass instead (`useSubcategories({ category, ...options })`).
 */
export function hookWithPositionalArgs<Options extends object, Args extends unknown[], R>(
  hook: (options: Options) => R,
  toOptions: (...args: Args) => Options,
  name: string,
  oldArgs: string,
): {
  (options: Options): R;
  /**
   * @deprecated Positional arguments: pass one options object instead (`useSearchTags({ term,
   * ...options })`, `useSubcategories({ category })`, …). Removed in 0.5.0 at the earliest.
   */
  (...args: Args): R;
} {
  return (...args: [Options] | Args) => hook(isObject(args[0]) ? (args[0] as Options) : oldShape(args as Args));
  function oldShape(args: Args): Options {
    if (process.env.NODE_ENV !== 'production') {
      warnDeprecated({
        name: `${name}(${oldArgs})`,
        instead: `${name}({ ${oldArgs.replace('options', '...options')} })`,
      });
    }
    return toOptions(...args);
  }
}

/**
 * A hook's name before 0.3.0 (`old`, say `useSearch`, with its arguments `oldArgs`,
 * `'term, options'`), renamed `hook` (named `name`, `useSearchGifs`) with one options object:
 * the old call shape, translated by `toOptions`, warning once in development
 * (`useSearch(term, options)` → `useSearchGifs({ term, ...options })`).
 */
export function renamedHook<Options, Args extends unknown[], R>(
  hook: (options: Options) => R,
  toOptions: (...args: Args) => Options,
  old: string,
  oldArgs: string,
  name: string,
): (...args: Args) => R {
  return (...args: Args) => {
    if (process.env.NODE_ENV !== 'production') {
      warnDeprecated({ name: `${old}(${oldArgs})`, instead: `${name}(${optionsObject(oldArgs)})` });
    }
    return hook(toOptions(...args));
  };
}

/** The options object that replaces positional arguments: `term, options` → `{ term, ...options }`. */
const optionsObject = (oldArgs: string) =>
  oldArgs === 'options' ? 'options' : `{ ${oldArgs.replace('options', '...options')} }`;
