import { describe, expect, it } from 'vitest';
import { VideoChangeType as T } from './changeTypes';
import { initialVideoState, quartileAt, type VideoAction, type VideoState, videoReducer } from './reducer';

const run = (actions: VideoAction[], state: VideoState = initialVideoState(false)) =>
  actions.reduce(videoReducer, state);

describe('videoReducer', () => {
  it('starts paused, loading, unmuted unless told otherwise', () => {
    expect(initialVideoState(false)).toMatchObject({ status: 'loading', playing: false, muted: false, loopCount: 0 });
    expect(initialVideoState(true).muted).toBe(true);
  });

  it('quartiles accumulate within a loop and start over on the next', () => {
    const at = (t: number): VideoAction => ({ type: T.MediaTimeUpdate, currentTime: t, duration: 8 });
    let state = run([at(1), at(2.1)]);
    expect(state.quartile).toBe(0.25);
    state = run([at(1)], state);
    expect(state.quartile).toBe(0.25); // seeking back never lowers it
    state = run([at(6.5)], state);
    expect(state.quartile).toBe(0.75);
    state = run([{ type: T.MediaEnded, loop: true }], state);
    expect(state).toMatchObject({ quartile: 0, loopCount: 1, currentTime: 0 });
  });

  it('an end without loop stops playing at the end', () => {
    const state = run([
      { type: T.MediaPlay },
      { type: T.MediaTimeUpdate, currentTime: 9.9, duration: 10 },
      { type: T.MediaEnded, loop: false },
    ]);
    expect(state).toMatchObject({ playing: false, loopCount: 0, currentTime: 10 });
  });

  it('counts only the waits it is told to count, and playing clears the flag', () => {
    let state = run([
      { type: T.MediaWaiting, counted: false },
      { type: T.MediaWaiting, counted: true },
    ]);
    expect(state).toMatchObject({ waiting: true, waitingCount: 1 });
    state = run([{ type: T.MediaPlaying }], state);
    expect(state).toMatchObject({ waiting: false, playing: true, status: 'ready' });
  });

  it('a click starts a paused clip and toggles the sound of a playing one', () => {
    let state = run([{ type: T.VideoClick }]);
    expect(state).toMatchObject({ playing: true, muted: false });
    state = run([{ type: T.VideoClick }], state);
    expect(state).toMatchObject({ playing: true, muted: true });
  });

  it('the refused-autoplay path mutes and keeps playing; a second refusal pauses', () => {
    let state = run([{ type: T.AutoPlay }, { type: T.AutoPlayMuted }]);
    expect(state).toMatchObject({ playing: true, muted: true });
    state = run([{ type: T.PlayRefused }], state);
    expect(state.playing).toBe(false);
  });

  it('an error stops playback and is kept; a reset forgets it but keeps the controls state', () => {
    const error = { code: 2, message: 'Network Error...', src: 'a.mp4' };
    let state = run([{ type: T.Activity }, { type: T.MediaPlay }, { type: T.MediaError, error }]);
    expect(state).toMatchObject({ status: 'error', error, playing: false });
    expect(run([{ type: T.MediaCanPlay }], state).status).toBe('error');
    state = run([{ type: T.Reset, muted: true }], state);
    expect(state).toMatchObject({ status: 'loading', error: null, muted: true, active: true });
  });

  it('ignores a non-finite duration (e.g. a recording without metadata)', () => {
    const state = run([{ type: T.MediaDuration, duration: Number.POSITIVE_INFINITY }]);
    expect(state.duration).toBe(0);
  });

  it('quartileAt needs a duration', () => {
    expect(quartileAt(5, 0, 0)).toBe(0);
    expect(quartileAt(5, 10, 0)).toBe(0.5);
    expect(quartileAt(10, 10, 0.25)).toBe(0.75);
  });
});
