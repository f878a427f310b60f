import { describe, expect, it } from 'vitest';
import { futureDate, gifIds, maxLength, positiveInt, required, slug, splitIds } from './validate';

describe('dashboard form checks', () => {
  it('names what is missing or wrong, and accepts good input', () => {
    expect(required('  ', 'a name')).toBe('Enter a name.');
    expect(required('Reactions', 'a name')).toBe('');
    expect(maxLength('x'.repeat(51), 50, 'The name')).toMatch(/at most 50 characters \(now 51\)/);
    expect(slug('Happy Dance')).toMatch(/lowercase letters/);
    expect(slug('happy--dance')).toMatch(/single hyphens/);
    expect(slug('happy-dance')).toBe('');
    expect(slug('')).toBe('');
    expect(positiveInt('0', 'Rank')).toMatch(/1 or more/);
    expect(positiveInt('3', 'Rank')).toBe('');
    expect(gifIds('')).toMatch(/at least one/);
    expect(gifIds('abc, d-e')).toBe('"d-e" is not a GIF id (letters and digits only).');
    expect(splitIds('a, b  c')).toEqual(['a', 'b', 'c']);
    const now = Date.parse('2026-01-01T12:00:00');
    expect(futureDate('', now)).toMatch(/Choose a date/);
    expect(futureDate('2025-12-31T12:00', now)).toMatch(/future/);
    expect(futureDate('2026-01-02T09:00', now)).toBe('');
  });
});
