// Stories of the "gifkit" user: drafts and published ones, publish/unpublish (optimistic),
// and a form to create a story from a title and GIF ids.
import { storyMutations, usePlatformMutation, useUserStories } from 'gifkit/hooks';
import { errorMessage, Field, Spinner } from '../../ui';
import { useForm } from './useForm';
import { gifIds, maxLength, required, splitIds } from './validate';

const USER = 'gifkit';

function CreateStoryForm() {
  const create = usePlatformMutation(storyMutations.create);
  const form = useForm(
    { title: '', gifs: '' },
    { title: (v) => required(v, 'a title') || maxLength(v, 80, 'The title'), gifs: (v) => gifIds(v) },
  );
  return (
    <form
      className="form"
      aria-labelledby="new-story"
      noValidate
      onSubmit={form.onSubmit(({ title, gifs }) =>
        create.mutate(
          { story: { title: title.trim(), gifs: splitIds(gifs).map((id) => ({ gif: { id } })) } },
          { onSuccess: () => form.reset() },
        ),
      )}
    >
      <h3 id="new-story">New story</h3>
      <Field label="Title" placeholder="Monday mood" {...form.field('title')} />
      <Field label="GIF ids" hint="Comma-separated, e.g. l0HlyLQsbvhciAuKA, 9fuvOqZ8tbZOU" {...form.field('gifs')} />
      <div className="row">
        <button type="submit" className="button primary" disabled={create.isPending}>
          Create draft
        </button>
        <p className="status" role="status">
          {create.isPending ? 'Creating…' : create.data ? 'Draft created.' : ''}
        </p>
      </div>
      {create.error && (
        <p className="field-error" role="alert">
          {errorMessage(create.error)}
        </p>
      )}
    </form>
  );
}

export function StoriesPanel() {
  const stories = useUserStories({ username: USER, fetch_unpublished: true });
  const publish = usePlatformMutation(storyMutations.publish);
  const unpublish = usePlatformMutation(storyMutations.unpublish);
  return (
    <section className="panel" aria-labelledby="stories-title">
      <h2 id="stories-title">Stories</h2>
      {stories.error ? (
        <p className="error-text" role="alert">
          Could not load stories: {errorMessage(stories.error)}
        </p>
      ) : stories.isPending ? (
        <Spinner label="Loading stories" />
      ) : (
        <ul className="story-list">
          {stories.items.map((s) => (
            <li key={s.story_id}>
              <span className="story-title">{s.title || s.story_id}</span>
              <span className={s.is_published ? 'pill ok' : 'pill'}>{s.is_published ? 'published' : 'draft'}</span>
              <button
                type="button"
                className="button small-button"
                onClick={() => (s.is_published ? unpublish : publish).mutate({ id: s.story_id })}
              >
                {s.is_published ? 'Unpublish' : 'Publish'}
                <span className="visually-hidden"> {s.title || s.story_id}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <CreateStoryForm />
    </section>
  );
}
