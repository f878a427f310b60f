// The provider's mark for a styled Grid or Carousel: they take a fetch function, not a source,
// so their own mark is always GIPHY's. For another provider the demo hides it and shows that
// provider's (none for KLIPY, whose rule is its search placeholder), as docs/providers.md says.
import { type GifSource, providerOf } from 'gifkit';
import { PoweredBy } from 'gifkit/styled';
import type { ReactNode } from 'react';

export function providerMark(source: GifSource): { hidePoweredBy: boolean; mark: ReactNode } {
  const { attribution } = providerOf(source);
  const giphy = attribution.provider === 'GIPHY';
  return { hidePoweredBy: !giphy, mark: giphy ? null : <PoweredBy attribution={attribution} /> };
}
