/**
 * The category normalizer (`categories`, `subcategories`): a category's representative `gif`
 * goes through `normalizeGifInPlace` (the GIF normalizer's URL boundary, docs/security.md) and
 * its subcategories through this normalizer. Names are left as sent: they are sanitized where
 * shown (`sanitizeName`).
 */

import { ValidationError } from '../errors';
import type { components } from '../generated/public';
import { isObject } from '../isObject';
import type { ItemNormalizer } from './envelope';
import { type Gif, normalizeGifInPlace, type UrlWarning } from './gif';

/** A GIF category (name, encoded name, subcategories, a representative GIF), its GIF normalized. */
export type Category = Omit<components['schemas']['Category'], 'gif' | 'subcategories'> & {
  gif?: Gif;
  subcategories?: Category[];
};

/**
 * The category normalizer over `gif`, the normalizer of each category's GIF: the client passes
 * its core's, so the category call's code does not carry the GIF normalizer itself (a bundle of
 * another source's calls then carries neither).
 */
export function categoryNormalizer(
  gif: ItemNormalizer<Gif>,
): (value: unknown, path?: string, responseId?: string, warn?: UrlWarning) => Category {
  const normalize = (value: unknown, path = 'data', responseId?: string, warn?: UrlWarning): Category => {
    if (!isObject(value)) throw new ValidationError(path, 'expected a category object');
    const { gif: own, subcategories } = value;
    if (isObject(own)) gif(own, `${path}.gif`, responseId ?? '', warn);
    else delete value.gif;
    if (Array.isArray(subcategories)) {
      value.subcategories = subcategories.map((sub, i) =>
        normalize(sub, `${path}.subcategories.${i}`, responseId, warn),
      );
    }
    return value as Category;
  };
  return normalize;
}

/**
 * Normalizes one wire category in place and returns it. Throws a ValidationError when it, or
 * its GIF, cannot be normalized (a list answer then drops the category with a warning).
 * Unsafe URLs in its GIF are dropped with a development warning, to `warn`.
 */
export function normalizeCategoryInPlace(
  value: unknown,
  path = 'data',
  responseId?: string,
  warn?: UrlWarning,
): Category {
  return categoryNormalizer(normalizeGifInPlace)(value, path, responseId, warn);
}
