// Channels: the children of the "gifkit" channel, a form to create one and an inline rename
// whose save waits for the channel's flush job (the mutation resolves once the job is DONE).
import type { ChannelUpdateResult } from 'gifkit';
import { channelMutations, platformQueries, usePlatformMutation, usePlatformQuery } from 'gifkit/hooks';
import { useState } from 'react';
import { errorMessage, Field, Spinner } from '../../ui';
import { useForm } from './useForm';
import { maxLength, required, slug } from './validate';

export const ROOT_CHANNEL = 1;

type ChannelSummary = { id: number; display_name: string; slug: string };

function RenameForm({ channel }: { channel: ChannelSummary }) {
  const update = usePlatformMutation(channelMutations.update);
  const [editing, setEditing] = useState(false);
  const [settled, setSettled] = useState<ChannelUpdateResult | undefined>();
  const form = useForm(
    { display_name: channel.display_name },
    { display_name: (v) => required(v, 'a name') || maxLength(v, 50, 'The name') },
  );
  if (!editing)
    return (
      <div className="channel-row">
        <span className="channel-name">{channel.display_name}</span>
        <code className="muted small">/{channel.slug}</code>
        {settled && (
          <span className="ok-text small" role="status">
            Saved · flush job {settled.job?.status ?? 'none'}
          </span>
        )}
        <button type="button" className="button" onClick={() => setEditing(true)}>
          Rename<span className="visually-hidden"> {channel.display_name}</span>
        </button>
      </div>
    );
  return (
    <form
      className="channel-row editing"
      aria-label={`Rename ${channel.display_name}`}
      onSubmit={form.onSubmit(({ display_name }) =>
        update.mutate(
          { id: channel.id, display_name: display_name.trim() },
          {
            onSuccess: (result) => {
              setSettled(result);
              setEditing(false);
            },
          },
        ),
      )}
    >
      <Field label="New name" {...form.field('display_name')} autoFocus />
      <div className="row">
        <button type="submit" className="button primary" disabled={update.isPending}>
          Save
        </button>
        <button type="button" className="button" onClick={() => setEditing(false)}>
          Cancel
        </button>
      </div>
      <p className="status" role="status">
        {update.isPending && 'Saving, then waiting for the flush job to finish…'}
      </p>
      {update.error && (
        <p className="field-error" role="alert">
          {errorMessage(update.error)}
        </p>
      )}
    </form>
  );
}

function CreateForm() {
  const create = usePlatformMutation(channelMutations.create);
  const form = useForm(
    { display_name: '', slug: '' },
    {
      display_name: (v) => required(v, 'a name for the channel') || maxLength(v, 50, 'The name'),
      slug: (v) => slug(v),
    },
  );
  return (
    <form
      className="form"
      aria-labelledby="new-channel"
      noValidate
      onSubmit={form.onSubmit(({ display_name, slug }) =>
        create.mutate(
          { display_name: display_name.trim(), ...(slug ? { slug } : {}), parent: ROOT_CHANNEL },
          { onSuccess: () => form.reset() },
        ),
      )}
    >
      <h3 id="new-channel">New channel</h3>
      <Field label="Name" placeholder="Happy dance" {...form.field('display_name')} />
      <Field
        label="Slug"
        hint="Optional; made from the name when empty."
        placeholder="happy-dance"
        {...form.field('slug')}
      />
      <div className="row">
        <button type="submit" className="button primary" disabled={create.isPending}>
          Create channel
        </button>
        <p className="status" role="status">
          {create.isPending ? 'Creating…' : create.data ? `Created “${create.data.display_name}”.` : ''}
        </p>
      </div>
      {create.error && (
        <p className="field-error" role="alert">
          The site refused: {errorMessage(create.error)}
        </p>
      )}
    </form>
  );
}

export function ChannelsPanel() {
  const root = usePlatformQuery(platformQueries.channel, { id: ROOT_CHANNEL, fetch_children: true });
  const children = (root.data?.children ?? []) as ChannelSummary[];
  return (
    <section className="panel dash-channels" aria-labelledby="channels-title">
      <h2 id="channels-title">Channels</h2>
      <p className="muted small">
        Children of “{root.data?.display_name ?? 'gifkit'}”. A rename resolves once its flush job is done.
      </p>
      {root.error ? (
        <p className="error-text" role="alert">
          Could not load channels: {errorMessage(root.error)}
        </p>
      ) : !root.data ? (
        <Spinner label="Loading channels" />
      ) : (
        <ul className="channel-list" aria-label="Channels">
          {children.map((c) => (
            <li key={c.id}>
              <RenameForm channel={c} />
            </li>
          ))}
        </ul>
      )}
      <CreateForm />
    </section>
  );
}
