/**
 * The ajax calls about GIFs: trending by ids, tag counts, metadata
 * and extended metadata, tag translations, language tags (bulk read, add, remove), editing one
 * field, a per-GIF analytic event and instashare. `gif_ids` may be a list or a
 * comma-separated string; `update` and `instashare` are sent form-encoded, as the spec says.
 */
import type { operations as Ajax } from '../generated/ajax';
import type { PlatformContext } from './platformContext';
import type { BodyOf, CallOptions, PathOf, QueryOf } from './types';

/** GIF ids, as a list or already comma-separated (written out in each call's options). */
type GifIds = string | readonly string[];

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const joinIds = (ids: GifIds) => (typeof ids === 'string' ? ids : ids.join(','));

/** Creates the `gifs` namespace. */
export function createGifs({ transports: { ajax }, call }: PlatformContext) {
  return {
    /** The GIFs among `gif_ids` that exist, as trending shows them. */
    trending({ gif_ids, signal }: { gif_ids: string | readonly string[] } & CallOptions) {
      return call(ajax.GET('/ajax/gifs/trending', { params: { query: { gif_ids: joinIds(gif_ids) } }, signal }));
    },
    /** A GIF's tags with how often each was used. */
    tagCounts({ id, signal }: PathOf<Ajax['getTagCounts']> & CallOptions) {
      return call(ajax.GET('/ajax/gif/{id}/tag-counts', { params: { path: { id } }, signal }));
    },
    /** The editable metadata of GIFs, in request order. */
    metadata({ gif_ids, signal }: { gif_ids: string | readonly string[] } & CallOptions) {
      return call(ajax.GET('/ajax/gifs/metadata', { params: { query: { gif_ids: joinIds(gif_ids) } }, signal }));
    },
    /** Metadata plus what only the owner or a moderator sees (needs credentials). */
    extendedMetadata({ gif_ids, signal }: { gif_ids: string | readonly string[] } & CallOptions) {
      const query = { gif_ids: joinIds(gif_ids) };
      return call(ajax.GET('/ajax/gifs/extended-metadata', { params: { query }, signal }));
    },
    /** A GIF's tags per language. */
    tagTranslations({ id, signal }: PathOf<Ajax['getTagTranslations']> & CallOptions) {
      return call(ajax.GET('/ajax/gif/{id}/tag-translations', { params: { path: { id } }, signal }));
    },
    /** The tags of many GIFs in one language. */
    languageTags({
      gif_ids,
      lang,
      signal,
    }: { gif_ids: string | readonly string[] } & Pick<QueryOf<Ajax['getBulkLanguageTags']>, 'lang'> & CallOptions) {
      const query = { gif_ids: joinIds(gif_ids), lang };
      return call(ajax.GET('/ajax/gif/bulk/language-tags', { params: { query }, signal }));
    },
    /** Adds tags in one language; answers the GIF's tags in that language. */
    addLanguageTags({
      id,
      signal,
      ...body
    }: PathOf<Ajax['addLanguageTags']> & BodyOf<Ajax['addLanguageTags']> & CallOptions) {
      return call(ajax.POST('/ajax/gif/{id}/language-tags', { params: { path: { id } }, body, signal }));
    },
    /** Removes one tag in one language; answers the GIF's tags in that language. */
    removeLanguageTags({
      id,
      signal,
      ...query
    }: PathOf<Ajax['removeLanguageTags']> & QueryOf<Ajax['removeLanguageTags']> & CallOptions) {
      return call(ajax.DELETE('/ajax/gif/{id}/language-tags', { params: { path: { id }, query }, signal }));
    },
    /** Sets one field of a GIF (`title`, `alt_text`, `caption`, `source`, `source_post_url`, `rating`). */
    update({ signal, ...body }: BodyOf<Ajax['updateGif']> & CallOptions) {
      return call(ajax.POST('/ajax/gif/update', { body, headers: FORM, signal }));
    },
    /** Records one analytic event (`view`, `share`, `click`) for a GIF. */
    sendAnalytic({ id, type, signal }: PathOf<Ajax['sendGifAnalytic']> & CallOptions) {
      return call(ajax.POST('/ajax/gif/{id}/analytic/{type}/', { params: { path: { id, type } }, signal }));
    },
    /** Sends a GIF to someone (phone number, e-mail address or username). */
    instashare({ signal, ...body }: BodyOf<Ajax['instashare']> & CallOptions) {
      return call(ajax.POST('/ajax/instashare/', { body, headers: FORM, signal }));
    },
  };
}
