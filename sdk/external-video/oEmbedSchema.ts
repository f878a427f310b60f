/**
 * The shape of a YouTube or Vimeo oEmbed answer, checked at runtime because it comes from a
 * third party.
 */
import * as z from 'zod/mini';

/**
 * The oEmbed fields gifkit reads. `type` and `html` are required (an answer without them is
 * not a video embed); the rest are optional because providers differ. Unknown fields are
 * dropped. Vimeo adds `duration`, `description` and `video_id`.
 *
 * Built on call rather than at import: a schema built at module level is code a bundler must
 * keep, so every app importing anything from gifkit would carry zod.
 */
export function oEmbedSchema() {
  const text = z.optional(z.string());
  const size = z.optional(z.nullable(z.number()));
  return z.object({
    type: z.string(),
    html: z.string(),
    version: text,
    title: text,
    author_name: text,
    author_url: text,
    provider_name: text,
    provider_url: text,
    width: size,
    height: size,
    thumbnail_url: text,
    thumbnail_width: size,
    thumbnail_height: size,
    duration: z.optional(z.number()),
    description: text,
    video_id: z.optional(z.number()),
  });
}

/**
 * A validated oEmbed answer: the fields {@link oEmbedSchema} keeps (`fetchOEmbed` returns the
 * schema's output as this type, so the two cannot drift apart unseen).
 */
export interface OEmbed {
  /** `video` for the players gifkit embeds. */
  type: string;
  /** The provider's embed markup (an `<iframe>`): never insert it unescaped. */
  html: string;
  version?: string;
  title?: string;
  author_name?: string;
  author_url?: string;
  provider_name?: string;
  provider_url?: string;
  width?: number | null;
  height?: number | null;
  thumbnail_url?: string;
  thumbnail_width?: number | null;
  thumbnail_height?: number | null;
  /** Vimeo: the clip's length in seconds. */
  duration?: number;
  /** Vimeo: the clip's description. */
  description?: string;
  /** Vimeo: the clip's id. */
  video_id?: number;
}
