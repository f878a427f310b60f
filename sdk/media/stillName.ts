/**
 * The naming convention that links a rendition to its static first frame.
 */

/** The name of the still (first-frame) variant of a rendition: `fixed_width` → `fixed_width_still`. */
export function stillName(name: string): string {
  return `${name}_still`;
}
