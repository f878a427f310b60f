/**
 * The embed skin's own marks (inline SVG, `currentColor`, decorative): the share arrow, the
 * product logo and the Watch glyph. The element holding one carries the accessible name.
 */
export const ShareIcon = () => (
  <svg data-gk-icon="" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M12 3v12M7 8l5-5 5 5" />
  </svg>
);

/** A wordmark-sized logo: the product's name in a box (no remote asset). */
export const Logo = ({ name }: { name: string }) => (
  <span data-gk-embed-logo-mark="" aria-hidden="true">
    {name}
  </span>
);
