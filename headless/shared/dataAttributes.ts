/**
 * The styling vocabulary: finite states as `data-state="…"`, booleans as
 * presence attributes (`data-x=""` or absent), part identity as `data-gk-<part>`, geometry as
 * `--gk-*` custom properties in px.
 */

/** `''` when true (attribute present), `undefined` when false (attribute absent). */
export const presence = (flag: boolean | undefined): '' | undefined => (flag ? '' : undefined);

/** A length for a `--gk-*` custom property: `12px`. */
export const px = (value: number) => `${value}px`;
