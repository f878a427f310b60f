/**
 * The shape of a YouTube or Vimeo oEmbed answer, checked at runtime because it comes from a
 * third party (giphy-api reference §6).
 */
import { z } from 'zod/mini';

const text = z.optional(z.string());
const size = z.optional(z.nullable(z.number()));

/**
 * The oEmbed fields gifkit reads. `type` and `html` are required (an answer without them is
 * not a video embed); the rest are optional because providers differ. Unknown fields are
 * dropped. Vimeo adds `duration`, `description` and `video_id`.
 */
export const oEmbedSchema = z.object({
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

/** A validated oEmbed answer. */
export type OEmbed = z.infer<typeof oEmbedSchema>;
