/**
 * Kit-wide media settings: `<MediaPreference media="mp4">` forces a file format for every
 * tile inside (default `'auto'`: the media policy picks per GIF, docs/media-rules.md), and
 * `capabilities` overrides detected browser facts (an app that knows better, a test, a
 * storybook). `useMediaCapabilities` is what every headless component reads.
 */
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type MediaCapabilities, NEUTRAL_MEDIA_CAPABILITIES } from '../../sdk/media/capabilities';
import type { MediaFormat } from '../../sdk/media/types';
import { useDetectedCapabilities } from './detectedCapabilities';
import { MotionContext } from './motion';

/** What `<MediaPreference>` sets for the tiles under it: the media format and capabilities. */
export interface MediaSettings {
  media?: MediaFormat;
  capabilities?: Partial<MediaCapabilities>;
}

const MediaContext = createContext<MediaSettings>({});

/** What `<MediaPreference>` takes: the media settings and its children. */
export interface MediaPreferenceProps extends MediaSettings {
  children?: ReactNode;
}

/** Sets the media format and/or capability overrides for everything inside (inner settings win per field). */
export function MediaPreference({ media, capabilities, children }: MediaPreferenceProps) {
  const outer = useContext(MediaContext);
  const value = useMemo(
    () => ({ media: media ?? outer.media, capabilities: { ...outer.capabilities, ...capabilities } }),
    [media, capabilities, outer],
  );
  return <MediaContext.Provider value={value}>{children}</MediaContext.Provider>;
}

/**
 * What a tile reads in one go: the capabilities as {@link useMediaCapabilities} gives them,
 * whether they are the browser's detected ones (a client render after hydration) rather than
 * the neutral values only assumed on the server and in the hydration render, and the format
 * forced by the nearest `<MediaPreference media>` (`'auto'` without one). Internal.
 */
export function useMediaSettings(): { capabilities: MediaCapabilities; detected: boolean; media: MediaFormat } {
  const detected = useDetectedCapabilities();
  const forcedMotion = useContext(MotionContext);
  const { media = 'auto', capabilities } = useContext(MediaContext);
  const merged = useMemo(
    () => ({ ...detected, reducedMotion: forcedMotion ?? detected.reducedMotion, ...capabilities }),
    [detected, forcedMotion, capabilities],
  );
  return { capabilities: merged, detected: detected !== NEUTRAL_MEDIA_CAPABILITIES, media };
}

/**
 * The browser's media capabilities (WebP, video autoplay, reduced motion, save-data), detected
 * once per page and cached, with `<MediaPreference capabilities>` and `<MotionPreference>`
 * applied. On the server and in the hydration render: the neutral values
 * (`NEUTRAL_MEDIA_CAPABILITIES`), so hydration never mismatches; the detected values right after.
 */
export function useMediaCapabilities(): MediaCapabilities {
  return useMediaSettings().capabilities;
}

/** The media format forced by the nearest `<MediaPreference media>`, else `'auto'`. */
export function useMediaFormat(): MediaFormat {
  return useContext(MediaContext).media ?? 'auto';
}
