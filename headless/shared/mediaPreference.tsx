/**
 * Kit-wide media settings: `<MediaPreference media="mp4">` forces a file format for every
 * tile inside (default `'auto'`: the media policy picks per GIF, docs/media-rules.md), and
 * `capabilities` overrides detected browser facts (an app that knows better, a test, a
 * storybook). `useMediaCapabilities` is what every headless component reads.
 */
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { MediaCapabilities } from '../../sdk/media/capabilities';
import type { MediaFormat } from '../../sdk/media/types';
import { useDetectedCapabilities } from './detectedCapabilities';
import { useReducedMotion } from './motion';

interface MediaSettings {
  media?: MediaFormat;
  capabilities?: Partial<MediaCapabilities>;
}

const MediaContext = createContext<MediaSettings>({});

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
 * The browser's media capabilities (WebP, video autoplay, reduced motion, save-data), detected
 * once per page and cached, with `<MediaPreference capabilities>` and `<MotionPreference>`
 * applied. On the server and in the hydration render: the neutral values
 * (`NEUTRAL_MEDIA_CAPABILITIES`), so hydration never mismatches; the detected values right after.
 */
export function useMediaCapabilities(): MediaCapabilities {
  const detected = useDetectedCapabilities();
  const reducedMotion = useReducedMotion();
  const { capabilities } = useContext(MediaContext);
  return useMemo(() => ({ ...detected, reducedMotion, ...capabilities }), [detected, reducedMotion, capabilities]);
}

/** The media format forced by the nearest `<MediaPreference media>`, else `'auto'`. */
export function useMediaFormat(): MediaFormat {
  return useContext(MediaContext).media ?? 'auto';
}
