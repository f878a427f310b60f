// The inline picker pays nothing for the popover: bundled as an app would (the picker-styled
// bench task, built from source), it contains no Radix module, while the popover entry does.
import { describe, expect, it } from 'vitest';
import { measureBundle, ownerOf } from '../../bench/measure.mjs';

const owners = (inputs: Record<string, number>) => new Set(Object.keys(inputs).map(ownerOf));
const radix = (names: Set<string>) => [...names].filter((name) => /radix/.test(name));

describe('bundle split', () => {
  it('the inline GifPicker bundles no Radix code; GifPickerPopover does', { timeout: 60_000 }, async () => {
    const inline = await measureBundle('bench/bundle/picker-styled.gifkit.tsx', { fromSource: true });
    expect(owners(inline.inputs).has('styled/picker/GifPicker.tsx')).toBe(true);
    expect(radix(owners(inline.inputs))).toEqual([]);
    const popover = await measureBundle({ contents: "export * from 'gifkit/styled/popover';" }, { fromSource: true });
    expect(radix(owners(popover.inputs))).toContain('@radix-ui/react-popover');
  });
});
