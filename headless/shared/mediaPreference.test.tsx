// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectMediaCapabilities, NEUTRAL_MEDIA_CAPABILITIES } from '../../sdk/media/capabilities';
import { MediaPreference, useMediaCapabilities, useMediaFormat } from './mediaPreference';
import { MotionPreference } from './motion';

function Show() {
  const capabilities = useMediaCapabilities();
  const format = useMediaFormat();
  return <output data-testid="caps">{JSON.stringify({ ...capabilities, format })}</output>;
}
const shown = () => JSON.parse(screen.getByTestId('caps').textContent ?? '{}');

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('useMediaCapabilities', () => {
  // jsdom plays no MP4 (`canPlayType` answers ''), so its detected values differ from the neutral ones.
  const detected = detectMediaCapabilities();

  it('jsdom is detected without autoplay, unlike the neutral first render', () => {
    expect(detected.autoplay).toBe(false);
    const server = document.createElement('div');
    server.innerHTML = renderToString(<Show />);
    expect(JSON.parse(server.textContent ?? '{}').autoplay).toBe(true);
  });

  it('a client-only render sees the detected values at once', () => {
    render(<Show />);
    expect(shown()).toEqual({ ...detected, format: 'auto' });
  });

  it('hydrates the neutral server render without a warning, then shows the detected values', async () => {
    const html = renderToString(
      <StrictMode>
        <Show />
      </StrictMode>,
    );
    expect(html).toContain(JSON.stringify({ ...NEUTRAL_MEDIA_CAPABILITIES, format: 'auto' }).replaceAll('"', '&quot;'));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <StrictMode>
          <Show />
        </StrictMode>,
        { onRecoverableError: recoverable },
      );
    });
    expect(shown()).toEqual({ ...detected, format: 'auto' });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('MediaPreference forces the format and overrides capabilities; inner settings win per field', () => {
    render(
      <MediaPreference media="gif" capabilities={{ webp: false, saveData: true }}>
        <MediaPreference capabilities={{ saveData: false }}>
          <Show />
        </MediaPreference>
      </MediaPreference>,
    );
    expect(shown()).toEqual({ ...detected, webp: false, saveData: false, format: 'gif' });
  });

  it('MotionPreference sets reduced motion', () => {
    render(
      <MotionPreference reduce>
        <Show />
      </MotionPreference>,
    );
    expect(shown().reducedMotion).toBe(true);
  });
});
