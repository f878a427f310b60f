// The trending scheduler: GIFs queued to trend (soonest first) with an optimistic unschedule,
// and a form to schedule GIF ids at a future time.
import { platformQueries, schedulerMutations, usePlatformMutation, usePlatformQuery } from 'gifkit/hooks';
import { errorMessage, Field, Spinner } from '../../ui';
import { useForm } from './useForm';
import { futureDate, gifIds, splitIds } from './validate';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function ScheduleForm() {
  const schedule = usePlatformMutation(schedulerMutations.schedule);
  const form = useForm({ gifs: '', at: '' }, { gifs: (v) => gifIds(v), at: (v) => futureDate(v) });
  return (
    <form
      className="form"
      aria-labelledby="new-schedule"
      noValidate
      onSubmit={form.onSubmit(({ gifs, at }) =>
        schedule.mutate(
          {
            gifs: splitIds(gifs).map((id) => ({ id, type: 'gif' })),
            timestamp: Math.floor(new Date(at).getTime() / 1000),
          },
          { onSuccess: () => form.reset() },
        ),
      )}
    >
      <h3 id="new-schedule">Schedule GIFs</h3>
      <Field label="GIF ids" hint="Comma-separated." {...form.field('gifs')} />
      <Field label="Trend at" type="datetime-local" {...form.field('at')} />
      <div className="row">
        <button type="submit" className="button primary" disabled={schedule.isPending}>
          Schedule
        </button>
        <p className="status" role="status">
          {schedule.isPending ? 'Scheduling…' : schedule.data ? 'Scheduled.' : ''}
        </p>
      </div>
      {schedule.error && (
        <p className="field-error" role="alert">
          {errorMessage(schedule.error)}
        </p>
      )}
    </form>
  );
}

export function SchedulerPanel() {
  const list = usePlatformQuery(platformQueries.schedule, { limit: 8 });
  const remove = usePlatformMutation(schedulerMutations.delete);
  return (
    <section className="panel" aria-labelledby="scheduler-title">
      <h2 id="scheduler-title">Trending scheduler</h2>
      {list.error ? (
        <p className="error-text" role="alert">
          Could not load the schedule: {errorMessage(list.error)}
        </p>
      ) : !list.data ? (
        <Spinner label="Loading the schedule" />
      ) : (
        <>
          <p className="muted small">{list.data.pagination.total_count} GIFs scheduled.</p>
          <ul className="schedule-list">
            {list.data.data.map((e) => (
              <li key={e.id}>
                <code>{e.gif_id}</code>
                <span className="muted small">{when.format(e.timestamp * 1000)}</span>
                <button
                  type="button"
                  className="button danger small-button"
                  onClick={() => remove.mutate({ id: e.id })}
                >
                  Unschedule<span className="visually-hidden"> {e.gif_id}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <ScheduleForm />
    </section>
  );
}
