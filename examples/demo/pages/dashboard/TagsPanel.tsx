// A channel's ranked tags (ordered, renamable by rank) and magic tags: lists with delete
// buttons and forms to add them; the channel is chosen from the "gifkit" channel's tree.
import { channelTagMutations, platformQueries, usePlatformMutation, usePlatformQuery } from 'gifkit/hooks';
import { useId, useState } from 'react';
import { errorMessage, Field } from '../../ui';
import { ROOT_CHANNEL } from './ChannelsPanel';
import { useForm } from './useForm';
import { maxLength, positiveInt, required } from './validate';

function RankedTagForm({ channel }: { channel: number }) {
  const create = usePlatformMutation(channelTagMutations.createRanked);
  const form = useForm(
    { tag: '', rank: '' },
    { tag: (v) => required(v, 'a tag') || maxLength(v, 40, 'A tag'), rank: (v) => positiveInt(v, 'Rank') },
  );
  return (
    <form
      className="form inline-form"
      aria-label="Add a ranked tag"
      noValidate
      onSubmit={form.onSubmit(({ tag, rank }) =>
        create.mutate(
          { channel, tag: tag.trim(), ...(rank ? { rank: Number(rank) } : {}) },
          { onSuccess: () => form.reset() },
        ),
      )}
    >
      <Field label="Ranked tag" placeholder="dance" {...form.field('tag')} />
      <Field label="Rank" hint="Optional; last when empty." inputMode="numeric" {...form.field('rank')} />
      <button type="submit" className="button primary" disabled={create.isPending}>
        Add
      </button>
      {create.error && (
        <p className="field-error" role="alert">
          {errorMessage(create.error)}
        </p>
      )}
    </form>
  );
}

function MagicTagForm({ channel }: { channel: number }) {
  const create = usePlatformMutation(channelTagMutations.createMagic);
  const form = useForm({ tag: '' }, { tag: (v) => required(v, 'a tag') || maxLength(v, 40, 'A tag') });
  return (
    <form
      className="form inline-form single"
      aria-label="Add a magic tag"
      noValidate
      onSubmit={form.onSubmit(({ tag }) =>
        create.mutate({ channel, tag: tag.trim() }, { onSuccess: () => form.reset() }),
      )}
    >
      <Field label="Magic tag" placeholder="party" {...form.field('tag')} />
      <button type="submit" className="button primary" disabled={create.isPending}>
        Add
      </button>
      {create.error && (
        <p className="field-error" role="alert">
          {errorMessage(create.error)}
        </p>
      )}
    </form>
  );
}

export function TagsPanel() {
  const root = usePlatformQuery(platformQueries.channel, { id: ROOT_CHANNEL, fetch_children: true });
  const options = [root.data, ...(root.data?.children ?? [])].filter((c) => c != null);
  const [chosen, setChosen] = useState(ROOT_CHANNEL);
  const channel = usePlatformQuery(platformQueries.channel, { id: chosen });
  const deleteRanked = usePlatformMutation(channelTagMutations.deleteRanked);
  const deleteMagic = usePlatformMutation(channelTagMutations.deleteMagic);
  const selectId = useId();
  const ranked = channel.data?.tags ?? [];
  const magic = channel.data?.syncable_tags ?? [];
  return (
    <section className="panel" aria-labelledby="tags-title">
      <h2 id="tags-title">Tags</h2>
      <div className="field">
        <label htmlFor={selectId}>Channel</label>
        <select
          id={selectId}
          className="select"
          value={chosen}
          onChange={(e) => setChosen(Number(e.currentTarget.value))}
        >
          {options.map((c) => (
            <option key={c.id} value={c.id}>
              {c.display_name}
            </option>
          ))}
        </select>
      </div>
      <h3 className="sub">Ranked tags</h3>
      {ranked.length ? (
        <ol className="tag-list">
          {ranked.map((t) => (
            <li key={t.id}>
              <span className="tag">#{t.tag}</span>
              <span className="muted small">rank {t.rank}</span>
              <button
                type="button"
                className="button danger small-button"
                onClick={() => deleteRanked.mutate({ id: t.id, channel: chosen })}
              >
                Delete<span className="visually-hidden"> ranked tag {t.tag}</span>
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted small">No ranked tags yet.</p>
      )}
      <RankedTagForm channel={chosen} />
      <h3 className="sub">Magic tags</h3>
      {magic.length ? (
        <ul className="tag-list">
          {magic.map((t) => (
            <li key={t.id}>
              <span className="tag magic">✦ {t.tag}</span>
              <button
                type="button"
                className="button danger small-button"
                onClick={() => deleteMagic.mutate({ id: t.id, channel: chosen })}
              >
                Delete<span className="visually-hidden"> magic tag {t.tag}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted small">No magic tags yet.</p>
      )}
      <MagicTagForm channel={chosen} />
    </section>
  );
}
