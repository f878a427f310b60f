/**
 * How every skin takes `className` and `style`: they land on the skin's root element, merged
 * with any `rootProps` (the app's class after ours, the app's style over ours).
 */
import type { CSSProperties } from 'react';

/** The props every skin accepts for its root element. */
export interface SkinProps {
  /** Class name(s) for the root element, added to any given in `rootProps`. */
  className?: string;
  /** Inline style for the root element, over any given in `rootProps`. */
  style?: CSSProperties;
}

/** `rootProps` with the skin's `className` and `style` merged in. */
export function withSkinProps<P extends { className?: string; style?: CSSProperties }>(
  props: P | undefined,
  { className, style }: SkinProps,
): P {
  const merged = { ...props } as P;
  const classes = [props?.className, className].filter(Boolean).join(' ');
  if (classes) merged.className = classes;
  if (style) merged.style = { ...props?.style, ...style };
  return merged;
}
