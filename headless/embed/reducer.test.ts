import { describe, expect, it } from 'vitest';
import { EmbedChangeType as T } from './changeTypes';
import { embedLayout, footerShift, isCompactFrame, relatedGridWidth } from './embedLayout';
import { type EmbedAction, type EmbedState, embedReducer, initialEmbedState } from './reducer';

const run = (actions: EmbedAction[], start: EmbedState = initialEmbedState()) => actions.reduce(embedReducer, start);

describe('embedReducer', () => {
  it('starts with every flag off, muted and not ready', () => {
    expect(initialEmbedState()).toMatchObject({
      hover: false,
      shareOpen: false,
      mobileFooterOpen: false,
      headerHidden: false,
      gridActive: false,
      paused: false,
      muted: true,
      watching: false,
      backPrompt: false,
      ready: false,
      mediaError: false,
    });
  });

  it('HoverOn turns hover on and remembers the first hover', () => {
    const state = run([{ type: T.HoverOn }]);
    expect(state.hover).toBe(true);
    expect(state.hoveredOnce).toBe(true);
    expect(run([{ type: T.HoverOff }], state).hoveredOnce).toBe(true);
  });

  it('HoverOff resets grid-active and scrolls the footer to the top', () => {
    const state = run([
      { type: T.HoverOn },
      { type: T.GridActive, active: true },
      { type: T.FooterScroll, scrollTop: 40 },
    ]);
    expect(state).toMatchObject({ hover: true, gridActive: true, headerHidden: true });
    expect(run([{ type: T.HoverOff }], state)).toMatchObject({ hover: false, gridActive: false, headerHidden: false });
  });

  it('FooterScroll hides the header away from the top and shows it at the top', () => {
    expect(run([{ type: T.FooterScroll, scrollTop: 1 }]).headerHidden).toBe(true);
    expect(
      run([
        { type: T.FooterScroll, scrollTop: 1 },
        { type: T.FooterScroll, scrollTop: 0 },
      ]).headerHidden,
    ).toBe(false);
  });

  it('ShareOpen opens the menu and closes the mobile footer; ShareClose closes it', () => {
    const open = run([{ type: T.ToggleMobileFooter }, { type: T.ShareOpen }]);
    expect(open).toMatchObject({ shareOpen: true, mobileFooterOpen: false });
    expect(run([{ type: T.ShareClose }], open).shareOpen).toBe(false);
  });

  it('TogglePaused flips paused; SetPaused sets it', () => {
    expect(run([{ type: T.TogglePaused }]).paused).toBe(true);
    expect(run([{ type: T.TogglePaused }, { type: T.TogglePaused }]).paused).toBe(false);
    expect(run([{ type: T.SetPaused, paused: true }]).paused).toBe(true);
    expect(
      run([
        { type: T.SetPaused, paused: true },
        { type: T.SetPaused, paused: false },
      ]).paused,
    ).toBe(false);
  });

  it('SetMuted sets muted', () => {
    expect(run([{ type: T.SetMuted, muted: false }]).muted).toBe(false);
  });

  it('ToggleMobileFooter opens and closes the mobile footer', () => {
    expect(run([{ type: T.ToggleMobileFooter }]).mobileFooterOpen).toBe(true);
    expect(run([{ type: T.ToggleMobileFooter }, { type: T.ToggleMobileFooter }]).mobileFooterOpen).toBe(false);
  });

  it('WatchOpen enters external-video mode, closing share and the footer; WatchClose leaves it', () => {
    const watching = run([{ type: T.ShareOpen }, { type: T.WatchOpen }]);
    expect(watching).toMatchObject({ watching: true, shareOpen: false, backPrompt: false });
    expect(run([{ type: T.WatchClose }], watching)).toMatchObject({ watching: false, backPrompt: false });
  });

  it('the back-to-GIF prompt shows when the video pauses, ends or stops and hides when it plays', () => {
    for (const playback of ['paused', 'ended', 'stopped'] as const) {
      const prompted = run([{ type: T.WatchOpen }, { type: T.ExternalPlayback, playback }]);
      expect(prompted.backPrompt).toBe(true);
      expect(run([{ type: T.ExternalPlayback, playback: 'playing' }], prompted).backPrompt).toBe(false);
    }
  });

  it('ignores external playback reports outside external-video mode', () => {
    const state = initialEmbedState();
    expect(embedReducer(state, { type: T.ExternalPlayback, playback: 'paused' })).toBe(state);
  });

  it('Ready and MediaError set their flags', () => {
    expect(run([{ type: T.Ready }]).ready).toBe(true);
    expect(run([{ type: T.MediaError }]).mediaError).toBe(true);
  });

  it('Reset starts over but keeps mute and readiness', () => {
    const state = run([
      { type: T.Ready },
      { type: T.SetMuted, muted: false },
      { type: T.HoverOn },
      { type: T.ShareOpen },
    ]);
    expect(run([{ type: T.Reset }], state)).toEqual(initialEmbedState({ ready: true, muted: false }));
  });

  it('returns the same object when nothing changes', () => {
    const state = initialEmbedState();
    expect(embedReducer(state, { type: T.HoverOff })).toBe(state);
    expect(embedReducer(state, { type: T.GridActive, active: false })).toBe(state);
  });
});

describe('embedLayout', () => {
  const desktop = { width: 480, height: 480, isMobile: false };

  it('hides the chrome below 250 px wide or 199 px high', () => {
    expect(isCompactFrame(249, 480)).toBe(true);
    expect(isCompactFrame(250, 480)).toBe(false);
    expect(isCompactFrame(480, 198)).toBe(true);
    expect(isCompactFrame(480, 199)).toBe(false);
    expect(isCompactFrame(0, 0)).toBe(false);
    const open = run([{ type: T.HoverOn }, { type: T.ShareOpen }]);
    expect(embedLayout(open, { ...desktop, width: 240 })).toMatchObject({ compact: true, shareVisible: false });
  });

  it('a frame too small for its chrome does not darken on hover (no hover effects at all)', () => {
    const hovered = run([{ type: T.HoverOn }]);
    for (const [width, height] of [
      [249, 300],
      [300, 198],
      [240, 180],
    ] as const) {
      expect(embedLayout(hovered, { ...desktop, width, height })).toMatchObject({ hovering: false, footerOpen: false });
    }
    expect(embedLayout(hovered, { ...desktop, width: 250, height: 199 }).hovering).toBe(true);
  });

  it('uses the small share panel at 230 px high or less', () => {
    expect(embedLayout(initialEmbedState(), { ...desktop, height: 230 }).smallShare).toBe(true);
    expect(embedLayout(initialEmbedState(), { ...desktop, height: 231 }).smallShare).toBe(false);
  });

  it('opens the footer on hover with share closed, not with share open', () => {
    const hovered = run([{ type: T.HoverOn }]);
    expect(embedLayout(hovered, desktop)).toMatchObject({ hovering: true, footerOpen: true });
    const sharing = run([{ type: T.ShareOpen }], hovered);
    expect(embedLayout(sharing, desktop)).toMatchObject({ hovering: false, footerOpen: false, shareVisible: true });
  });

  it('on mobile: no hover, no related grid, the footer follows the tap toggle', () => {
    const mobile = { ...desktop, isMobile: true };
    expect(embedLayout(run([{ type: T.HoverOn }]), mobile)).toMatchObject({ hovering: false, footerOpen: false });
    expect(embedLayout(initialEmbedState(), mobile).related).toBe(false);
    expect(embedLayout(run([{ type: T.ToggleMobileFooter }]), mobile).footerOpen).toBe(true);
  });

  it('sizes the related grid and the footer shift', () => {
    expect(relatedGridWidth(480)).toBe(450);
    expect(relatedGridWidth(10)).toBe(0);
    expect(footerShift(300)).toBe(372);
  });
});
