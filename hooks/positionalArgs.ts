/**
 * The query factories' old call shape, kept as a deprecated alias (docs/versioning.md): until
 * 0.2.0 they took positional arguments after the client (`gifQueries.search(client, 'cats',
 * { limit })`); now one options object (`gifQueries.search(client, { term: 'cats', limit })`).
 * `withPositionalArgs` wraps a factory so the old shape still works: it is translated into the
 * options object, and warns once in development.
 */
import { warnDeprecated } from '../sdk/devWarn';
import { isObject } from '../sdk/isObject';

/**
 * `factory` (`gifQueries.search`, say, named by `name`) that also accepts its old positional
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
   * (`gifQueries.search(client, { term, ...options })`, `.gif(client, { id })`, …). Removed in 0.4.0 at the earliest.
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
