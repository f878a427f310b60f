// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escapeHtml';

describe('escapeHtml', () => {
  it('replaces the characters that end an attribute or open a tag', () => {
    expect(escapeHtml(`"><script>alert('x')</script>&amp;\``)).toBe(
      '&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;amp;&#96;',
    );
    expect(escapeHtml('Cats & dogs')).toBe('Cats &amp; dogs');
    expect(escapeHtml('')).toBe('');
  });

  it('property: an escaped value stays one attribute value and reads back unchanged', { timeout: 20_000 }, () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const escaped = escapeHtml(value);
        expect(escaped).not.toMatch(/[<>"'`]/);
        const template = document.createElement('template');
        template.innerHTML = `<iframe title="${escaped}" data-x='${escaped}'></iframe>`;
        const iframe = template.content.firstElementChild!;
        expect(template.content.childNodes).toHaveLength(1);
        expect([...iframe.attributes].map((a) => a.name)).toEqual(['title', 'data-x']);
        // The HTML parser turns CR and CR LF into LF and NUL into U+FFFD in attribute values.
        const parsed = value.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD');
        expect(iframe.getAttribute('title')).toBe(parsed);
      }),
      { numRuns: 300 },
    );
  });
});
