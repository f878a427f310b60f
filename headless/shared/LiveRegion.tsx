/**
 * A polite live region: screen readers announce its text when it changes ("Loading GIFs…",
 * "24 GIFs for cats"). Visually hidden, but in the layout so every reader finds it.
 */
import type { CSSProperties } from 'react';

export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

export function LiveRegion({ message }: { message: string }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" data-gk-live="" style={visuallyHidden}>
      {message}
    </div>
  );
}
