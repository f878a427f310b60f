/**
 * Mutation options for a GIF's tags in one language. Adding and removing show at once in every
 * cached `languageTags` answer of that language that holds the GIF, are rolled back if the call
 * fails, and are refreshed from the server once it answers either way.
 */
import type { QueryClient } from '@tanstack/react-query';
import { optimisticUpdate } from './optimisticUpdate';
import { platformKeys } from './platformKeys';
import { invalidate, platformMutation } from './platformMutation';
import type { PlatformClient, PlatformResult, PlatformVars } from './platformVars';

type Gifs = PlatformClient['gifs'];
type BulkTags = PlatformResult<Gifs['languageTags']>;

/** Replaces the tags of GIF `id` in a cached bulk answer. */
const retag = (id: string, change: (tags: string[]) => string[]) => (data: BulkTags) => ({
  ...data,
  data: data.data.map((entry) => (entry.gif_id === id ? { ...entry, tags: change(entry.tags) } : entry)),
});

/** Mutation factories for GIFs' language tags (add, remove), for `useMutation`. */
export const languageTagMutations = {
  /** Adds tags in one language to a GIF (each tag once). */
  add: (platform: PlatformClient, queryClient: QueryClient) =>
    platformMutation<
      PlatformResult<Gifs['addLanguageTags']>,
      PlatformVars<Gifs['addLanguageTags']>,
      { rollback: () => void }
    >({
      mutationKey: [...platformKeys.languageTags(), 'add'],
      mutationFn: (variables) => platform.gifs.addLanguageTags(variables),
      onMutate: async ({ id, lang, tags }) => ({
        rollback: await optimisticUpdate(
          queryClient,
          platformKeys.languageTags(lang),
          retag(id, (current) => [...new Set([...current, ...tags])]),
        ),
      }),
      onError: (_error, _variables, context) => context?.rollback(),
      onSettled: (_data, _error, { lang }) => invalidate(queryClient, [platformKeys.languageTags(lang)]),
    }),
  /** Removes one tag in one language from a GIF. */
  remove: (platform: PlatformClient, queryClient: QueryClient) =>
    platformMutation<
      PlatformResult<Gifs['removeLanguageTags']>,
      PlatformVars<Gifs['removeLanguageTags']>,
      { rollback: () => void }
    >({
      mutationKey: [...platformKeys.languageTags(), 'remove'],
      mutationFn: (variables) => platform.gifs.removeLanguageTags(variables),
      onMutate: async ({ id, lang, tag }) => ({
        rollback: await optimisticUpdate(
          queryClient,
          platformKeys.languageTags(lang),
          retag(id, (current) => current.filter((t) => t !== tag)),
        ),
      }),
      onError: (_error, _variables, context) => context?.rollback(),
      onSettled: (_data, _error, { lang }) => invalidate(queryClient, [platformKeys.languageTags(lang)]),
    }),
};
