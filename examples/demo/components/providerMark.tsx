// The provider's mark for a styled Grid or Carousel: they take a fetch function, not a source,
// so their own mark is always GIPHY's. For another provider the demo hides it and shows that
// provider's `mark` in the paragraph the skins style (none for KLIPY, whose rule is its search
// placeholder), as docs/providers.md says.
import { type GifSource, providerOf } from 'gifkit';
import type { ReactNode } from 'react';

export function providerMark(source: GifSource): { hidePoweredBy: boolean; mark: ReactNode } {
  const { provider, mark } = providerOf(source).attribution;
  if (provider === 'GIPHY') return { hidePoweredBy: false, mark: null };
  return { hidePoweredBy: true, mark: mark ? <p data-gk-powered-by="">{mark}</p> : null };
}
