/**
 * The embed skin's own marks (inline SVG, `currentColor`, decorative): the share arrow, the
 * product logo and the Watch glyph. The element holding one carries the accessible name.
 */
import { Icon } from '../shared/icons';

export const ShareIcon = () => (
  <Icon>
    <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M12 3v12M7 8l5-5 5 5" />
  </Icon>
);

/** A wordmark-sized logo: the product's name in a box (no remote asset). */
export const Logo = ({ name }: { name: string }) => (
  <span data-gk-embed-logo-mark="" aria-hidden="true">
    {name}
  </span>
);
