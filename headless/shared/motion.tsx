/**
 * Motion preference: `prefers-reduced-motion: reduce`, or a kit-wide setting from
 * `<MotionPreference reduce>` that wins over the system one. With reduced motion the
 * components show still renditions and play only on hover or focus.
 */
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';
const MotionContext = createContext<boolean | undefined>(undefined);

/** Forces reduced motion on (`reduce`) or off (`reduce={false}`) for everything inside. */
export function MotionPreference({ reduce, children }: { reduce: boolean; children?: ReactNode }) {
  return <MotionContext.Provider value={reduce}>{children}</MotionContext.Provider>;
}

/** True when motion should be reduced. Always false on the server (no media query there). */
export function useReducedMotion(): boolean {
  const forced = useContext(MotionContext);
  const [system, setSystem] = useState(false);
  useEffect(() => {
    if (forced !== undefined || typeof matchMedia === 'undefined') return;
    const query = matchMedia(QUERY);
    const onChange = () => setSystem(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [forced]);
  return forced ?? system;
}
