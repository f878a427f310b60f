/**
 * The skins' icons: inline SVG drawn with `currentColor` (no icon font, no image request, so a
 * strict Content-Security-Policy page needs nothing extra). Decorative: hidden from assistive
 * tech; the element that holds one carries the accessible name. Each has its intrinsic size
 * and stroke as attributes, so a page without `gifkit/styled.css` shows it at text size, as
 * drawn (an SVG without `width`/`height` is 300×150 px); the stylesheet's rules win over them.
 */
import type { ReactNode } from 'react';

/** An outlined 24×24 icon, 1.25em square (icons.css); `mirror` flips it right-to-left (arrows). */
export function Icon({ children, mirror }: { children: ReactNode; mirror?: boolean }) {
  return (
    <svg
      data-gk-icon=""
      data-mirror={mirror ? '' : undefined}
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const TrendingIcon = () => (
  <Icon mirror>
    <path d="m3 17 6-6 4 4 8-8" />
    <path d="M15 7h6v6" />
  </Icon>
);

/** A five-pointed star: outlined, filled by CSS (`fill`) where it is on. */
export const StarIcon = () => (
  <Icon>
    <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
  </Icon>
);

export const PlayIcon = () => (
  <Icon>
    <path d="M7 4.5v15l12-7.5z" fill="currentColor" />
  </Icon>
);

export const PauseIcon = () => (
  <Icon>
    <path d="M8 5v14M16 5v14" strokeWidth="3.5" />
  </Icon>
);

export const VolumeIcon = ({ muted }: { muted: boolean }) => (
  <Icon>
    <path d="M4 9h3.5L12 5v14l-4.5-4H4z" fill="currentColor" />
    {muted ? <path d="m16 9 5 6m0-6-5 6" /> : <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" />}
  </Icon>
);

/** GIPHY's 14 px verified badge: a rosette with a check mark. */
export const VerifiedBadge = () => (
  <svg data-gk-verified="" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
    <path
      fill="#15cdff"
      d="M8 0l2.1 1.4 2.5-.2.8 2.4 2.4.8-.2 2.5L16 8l-1.4 2.1.2 2.5-2.4.8-.8 2.4-2.5-.2L8 16l-2.1-1.4-2.5.2-.8-2.4-2.4-.8.2-2.5L0 8l1.4-2.1-.2-2.5 2.4-.8.8-2.4 2.5.2z"
    />
    <path d="m4.8 8.3 2.1 2.1 4.3-4.6" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
  </svg>
);

/** The loading indicator: five dots in GIPHY's brand colours (still under reduced motion). */
export const Spinner = () => (
  <span data-gk-spinner="" aria-hidden="true">
    <i />
    <i />
    <i />
    <i />
    <i />
  </span>
);

/**
 * GIPHY's mark ("Powered by GIPHY", which its API terms ask for wherever its results are shown).
 * Another provider's mark is its `attribution.mark` as text in the same `[data-gk-powered-by]`
 * paragraph (the picker's footer does this; docs/providers.md).
 */
export const PoweredBy = () => (
  <p data-gk-powered-by="">
    Powered by <b>GIPHY</b>
  </p>
);
