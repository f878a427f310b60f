import { describe, expect, it } from 'vitest';
import { createPingbackId, createSessionIds, type IdStorage, PINGBACK_ID_KEY } from './sessionIds';

function memoryStorage(initial: Record<string, string> = {}): IdStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      data[k] = v;
    },
  };
}

describe('pingback id', () => {
  it('is 16 characters, starts with the time in hex and differs between calls', () => {
    const a = createPingbackId(0x18c0000000);
    expect(a).toHaveLength(16);
    expect(a.startsWith('18c0000000')).toBe(true);
    expect(createPingbackId()).not.toBe(createPingbackId());
  });

  it('is created once and kept in session storage under the fixed key', () => {
    const storage = memoryStorage();
    const ids = createSessionIds({ storage });
    const id = ids.pingbackId();
    expect(ids.pingbackId()).toBe(id);
    expect(storage.data[PINGBACK_ID_KEY]).toBe(id);
    expect(createSessionIds({ storage }).pingbackId()).toBe(id);
  });

  it('ignores a stored value of the wrong length', () => {
    const storage = memoryStorage({ [PINGBACK_ID_KEY]: 'short' });
    expect(createSessionIds({ storage }).pingbackId()).toHaveLength(16);
  });

  it('falls back to memory when storage throws', () => {
    const throwing: IdStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const ids = createSessionIds({ storage: throwing });
    expect(ids.pingbackId()).toHaveLength(16);
    expect(ids.pingbackId()).toBe(ids.pingbackId());
  });

  it('keeps separate clients separate when storage is off (server rendering)', () => {
    const a = createSessionIds({ storage: null });
    const b = createSessionIds({ storage: null });
    expect(a.pingbackId()).not.toBe(b.pingbackId());
  });

  it('works where no sessionStorage exists (Node)', () => {
    expect(createSessionIds().pingbackId()).toHaveLength(16);
  });
});

describe('analytics user id', () => {
  it('is the tab pingback id, from the same storage key, so events and API calls share one id', () => {
    const storage = memoryStorage();
    const ids = createSessionIds({ storage });
    const user = ids.userId();
    expect(user).toHaveLength(16);
    expect(user).toBe(ids.pingbackId());
    expect(storage.data[PINGBACK_ID_KEY]).toBe(user);
    expect(createSessionIds({ storage }).userId()).toBe(user);
  });

  it('works unbound (passed around as a plain function)', () => {
    const { userId, pingbackId } = createSessionIds({ storage: null });
    expect(userId()).toBe(pingbackId());
  });

  it('differs between id sources kept in memory (one per server-rendered client)', () => {
    expect(createSessionIds({ storage: null }).userId()).not.toBe(createSessionIds({ storage: null }).userId());
  });
});
