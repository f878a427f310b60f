import { expect, it } from 'vitest';
import { stillName } from './stillName';

it('appends _still to a rendition name', () => {
  expect(stillName('fixed_width')).toBe('fixed_width_still');
  expect(stillName('original')).toBe('original_still');
});
