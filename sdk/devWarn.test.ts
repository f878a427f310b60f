import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEPRECATIONS_URL, deprecatedProperty, devWarn, warnDeprecated } from './devWarn';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('devWarn', () => {
  it('warns with the gifkit prefix every time, or once per message with `once`', () => {
    devWarn('plain');
    devWarn('plain');
    devWarn('only once', true);
    devWarn('only once', true);
    expect(warn.mock.calls).toEqual([['gifkit: plain'], ['gifkit: plain'], ['gifkit: only once']]);
  });

  it('is silent in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    devWarn('never shown');
    devWarn('never shown either', true);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('warnDeprecated', () => {
  // Production first: a warning skipped there must not count as given.
  it('is silent in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    warnDeprecated({ name: 'oldName', instead: 'newName' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('names the old and the new name and links the table of deprecated names, once per name', () => {
    warnDeprecated({ name: 'oldName', instead: 'newName' });
    warnDeprecated({ name: 'oldName', instead: 'newName' });
    warnDeprecated({ name: 'otherOld', instead: 'otherNew' });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toBe(
      `gifkit: oldName is deprecated: use newName. It still works until a later minor version removes it. See ${DEPRECATIONS_URL}`,
    );
    expect(warn.mock.calls[1]![0]).toMatch(/^gifkit: otherOld is deprecated: use otherNew\./);
  });
});

describe('deprecatedProperty', () => {
  // Production first: a warning skipped there must not count as given.
  it('in production: reads through to the new value, silently, and stays out of the keys', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const result = { items: [1, 2] };
    // As the kit's call sites write it: a production build drops the warning's text.
    const aliased = deprecatedProperty(
      result,
      'list',
      () => result.items,
      process.env.NODE_ENV !== 'production' && { name: 'result.list', instead: 'result.items' },
    );
    expect(aliased.list).toEqual([1, 2]);
    result.items = [3];
    expect(aliased.list).toEqual([3]);
    expect(Object.keys(aliased)).toEqual(['items']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads through to the new value, warns on the first read only, and is invisible to spreading and JSON', () => {
    const result = { items: [1, 2] };
    const aliased = deprecatedProperty(result, 'list', () => result.items, {
      name: 'result.list',
      instead: 'result.items',
    });
    expect(aliased).toBe(result);
    expect(warn).not.toHaveBeenCalled();
    expect({ ...aliased }).toEqual({ items: [1, 2] });
    expect(JSON.stringify(aliased)).toBe('{"items":[1,2]}');
    expect(warn).not.toHaveBeenCalled();
    expect(aliased.list).toEqual([1, 2]);
    result.items = [3];
    expect(aliased.list).toEqual([3]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/^gifkit: result\.list is deprecated: use result\.items\./);
  });
});
