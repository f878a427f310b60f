/**
 * Mutation options for stories and their trending schedule. Publishing and unpublishing flip
 * the story's published state at once in every cached list page and detail (rolled back if
 * the call fails); every story change then refreshes the story lists, the story's details and
 * the trending schedule (whose entries embed the story).
 */
import type { QueryClient } from '@tanstack/react-query';
import { optimisticUpdate } from './optimisticUpdate';
import { platformKeys } from './platformKeys';
import { invalidate, platformMutation } from './platformMutation';
import type { PlatformClient, PlatformResult, PlatformVars } from './platformVars';

type Stories = PlatformClient['stories'];
type Story = PlatformResult<Stories['get']>['data'];

/** Applies `change` to the story `id` wherever it sits in a cached answer (list pages, list, detail). */
function mapStory(data: unknown, id: string, change: (story: Story) => Story): unknown {
  const one = (story: Story) => (story.story_id === id ? change(story) : story);
  if (!data || typeof data !== 'object') return data;
  if ('pages' in data && Array.isArray(data.pages)) {
    return { ...data, pages: data.pages.map((page) => mapStory(page, id, change)) };
  }
  if ('data' in data && Array.isArray(data.data)) return { ...data, data: (data.data as Story[]).map(one) };
  if ('data' in data && data.data && typeof data.data === 'object') return { ...data, data: one(data.data as Story) };
  return data;
}

const withPublished =
  (published: boolean) =>
  (story: Story): Story => ({
    ...story,
    is_published: published,
    publish_datetime: published ? story.publish_datetime : null,
  });

/** Every read a change to story `id` can make stale. */
const storyReads = (id: string) => [
  platformKeys.storyLists(),
  platformKeys.story(id),
  platformKeys.storyBySlug(),
  platformKeys.trendingStories(),
];

function setPublished(platform: PlatformClient, queryClient: QueryClient, published: boolean) {
  return platformMutation<
    PlatformResult<Stories['update']>,
    Pick<PlatformVars<Stories['update']>, 'id'>,
    { rollback: () => void }
  >({
    mutationKey: [...platformKeys.stories(), published ? 'publish' : 'unpublish'],
    mutationFn: ({ id }) => platform.stories.update({ id, story: { is_published: published } }),
    onMutate: async ({ id }) => {
      const rollbacks = await Promise.all(
        [platformKeys.storyLists(), platformKeys.story(id), platformKeys.storyBySlug()].map((queryKey) =>
          optimisticUpdate<unknown>(queryClient, queryKey, (data) => mapStory(data, id, withPublished(published))),
        ),
      );
      return {
        rollback: () => {
          for (const rollback of rollbacks) rollback();
        },
      };
    },
    onError: (_error, _variables, context) => context?.rollback(),
    onSettled: (_data, _error, { id }) => invalidate(queryClient, storyReads(id)),
  });
}

/** Mutation factories for stories (create, update, delete), for `useMutation`. */
export const storyMutations = {
  /** Creates a story (a draft unless `story.is_published`); the lists are refreshed. */
  create: (platform: PlatformClient, queryClient: QueryClient) =>
    platformMutation({
      mutationKey: [...platformKeys.stories(), 'create'],
      mutationFn: (variables: PlatformVars<Stories['create']>) => platform.stories.create(variables),
      onSuccess: () => invalidate(queryClient, [platformKeys.storyLists()]),
    }),
  /** Changes a story; its reads, the lists and the trending schedule are refreshed. */
  update: (platform: PlatformClient, queryClient: QueryClient) =>
    platformMutation({
      mutationKey: [...platformKeys.stories(), 'update'],
      mutationFn: (variables: PlatformVars<Stories['update']>) => platform.stories.update(variables),
      onSuccess: (_data, { id }) => invalidate(queryClient, storyReads(id)),
    }),
  /** Publishes a story, showing it published at once; rolled back if the call fails. */
  publish: (platform: PlatformClient, queryClient: QueryClient) => setPublished(platform, queryClient, true),
  /** Unpublishes a story (back to a draft), at once; rolled back if the call fails. */
  unpublish: (platform: PlatformClient, queryClient: QueryClient) => setPublished(platform, queryClient, false),
  /** Deletes a story: its detail reads are dropped, the lists and trending schedule refreshed. */
  delete: (platform: PlatformClient, queryClient: QueryClient) =>
    platformMutation({
      mutationKey: [...platformKeys.stories(), 'delete'],
      mutationFn: (variables: PlatformVars<Stories['delete']>) => platform.stories.delete(variables),
      onSuccess: (_data, { id }) => {
        queryClient.removeQueries({ queryKey: platformKeys.story(id) });
        return invalidate(queryClient, [
          platformKeys.storyLists(),
          platformKeys.storyBySlug(),
          platformKeys.trendingStories(),
        ]);
      },
    }),
  /** Schedules a story to trend (or reschedules it); the trending schedule is refreshed. */
  scheduleTrending: (platform: PlatformClient, queryClient: QueryClient) =>
    platformMutation({
      mutationKey: [...platformKeys.stories(), 'scheduleTrending'],
      mutationFn: (variables: PlatformVars<Stories['scheduleTrending']>) =>
        platform.stories.scheduleTrending(variables),
      onSuccess: () => invalidate(queryClient, [platformKeys.trendingStories()]),
    }),
  /** Takes a story off the trending schedule; the schedule is refreshed. */
  removeTrending: (platform: PlatformClient, queryClient: QueryClient) =>
    platformMutation({
      mutationKey: [...platformKeys.stories(), 'removeTrending'],
      mutationFn: (variables: PlatformVars<Stories['removeTrending']>) => platform.stories.removeTrending(variables),
      onSuccess: () => invalidate(queryClient, [platformKeys.trendingStories()]),
    }),
};
