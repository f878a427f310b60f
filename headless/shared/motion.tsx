/**
 * Motion preference: `prefers-reduced-motion: reduce`, or a kit-wide setting from
 * `<MotionPreference reduce>` that wins over the system one. With reduced motion the
 * components show still renditions and play only on hover or focus.
 */
import { createContext, type ReactNode, useContext } from 'react';
import { useDetectedCapabilities } from './detectedCapabilities';

/** The forced setting of the nearest `<MotionPreference>`, if any. Internal. */
export const MotionContext = createContext<boolean | undefined>(undefined);

/** Forces reduced motion on (`reduce`) or off (`reduce={false}`) for everything inside. */
export function MotionPreference({ reduce, children }: { reduce: boolean; children?: ReactNode }) {
  return <MotionContext.Provider value={reduce}>{children}</MotionContext.Provider>;
}

/**
 * True when motion should be reduced. False on the server and in the hydration render (the
 * neutral first render), the system preference from then on (sdk/media/capabilities.ts).
 */
export function useReducedMotion(): boolean {
  const forced = useContext(MotionContext);
  const detected = useDetectedCapabilities();
  return forced ?? detected.reducedMotion;
}
