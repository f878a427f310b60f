/**
 * Metadata builders for the mock `/ajax/gifs/metadata` and `/ajax/gifs/extended-metadata`
 * answers: pick a GIF's editable fields (after edits) and add what its owner sees.
 */
import type { components } from '../../generated/ajax';
import { hash, tagsOf } from './ajax';
import type { RawGif } from './gifs';

type Schemas = components['schemas'];

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** The editable metadata of a GIF (pass the GIF with its edits applied). */
export function metadataOf(gif: RawGif): Schemas['GifMetadata'] {
  return {
    id: gif.id,
    type: str(gif.type),
    title: str(gif.title),
    alt_text: str(gif.alt_text),
    caption: str(gif.caption),
    slug: str(gif.slug),
    url: str(gif.url),
    rating: str(gif.rating),
    source: str(gif.source),
    source_post_url: str(gif.source_post_url),
    username: str(gif.username),
    is_sticker: gif.is_sticker === 1 ? 1 : 0,
    tags: tagsOf(gif),
  };
}

/** Metadata plus the owner's view: tag lists, language tags, flags, datetimes and counters. */
export function extendedMetadataOf(
  gif: RawGif,
  languageTags: ReadonlyMap<string, readonly string[]>,
  counts: Readonly<Record<string, number>>,
): Schemas['GifExtendedMetadata'] {
  const imported = str(gif.import_datetime);
  return {
    ...metadataOf(gif),
    featured_tags: strings(gif.featured_tags),
    user_tags: strings(gif.user_tags),
    language_tags: [...languageTags]
      .filter(([, tags]) => tags.length)
      .map(([lang, tags]) => ({ lang, tags: [...tags] })),
    is_hidden: 0,
    is_removed: 0,
    is_community: 0,
    is_indexable: 1,
    import_datetime: imported,
    trending_datetime: str(gif.trending_datetime),
    create_datetime: imported,
    update_datetime: imported,
    view_count: 1000 + (hash(gif.id) % 5_000_000) + (counts.view ?? 0),
    analytics_counts: { ...counts },
  };
}
