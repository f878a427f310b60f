// scripts/ensure-chromium.mjs on a machine described to it (nothing is uninstalled): found,
// installed with apt-get when missing and root, otherwise what to do by hand and exit code 1.
import { describe, expect, it } from 'vitest';
import { ensureChromium, type Machine, main } from './ensure-chromium.mjs';

/** A machine with no Chromium whose apt-get "installs" /usr/bin/chromium; what ran is recorded. */
function machine(overrides: Partial<Machine> = {}) {
  const present = new Set<string>();
  const ran: string[] = [];
  const logged: string[] = [];
  const errors: string[] = [];
  const m: Machine = {
    env: {},
    candidates: ['/usr/bin/chromium', '/usr/bin/chromium-browser'],
    exists: (path) => present.has(path),
    isRoot: () => true,
    hasApt: () => true,
    run: (cmd, args, env) => {
      ran.push(
        [env?.DEBIAN_FRONTEND && `DEBIAN_FRONTEND=${env.DEBIAN_FRONTEND}`, cmd, ...args].filter(Boolean).join(' '),
      );
      if (args.includes('install')) present.add('/usr/bin/chromium');
    },
    log: (line) => logged.push(line),
    error: (line) => errors.push(line),
    ...overrides,
  };
  return { m, present, ran, logged, errors };
}

describe('ensureChromium', () => {
  it('returns CHROMIUM_PATH, else the first candidate that exists, and installs nothing', () => {
    const { m, present, ran } = machine({ env: { CHROMIUM_PATH: '/opt/chrome' } });
    present.add('/opt/chrome').add('/usr/bin/chromium-browser');
    expect(ensureChromium(m)).toBe('/opt/chrome');
    present.delete('/opt/chrome');
    expect(ensureChromium(m)).toBe('/usr/bin/chromium-browser');
    expect(ran).toEqual([]);
  });

  it("missing, as root with apt-get: installs Debian's chromium and returns its path", () => {
    const { m, ran, logged } = machine();
    expect(main(m)).toBe(0);
    expect(ran).toEqual(['apt-get update -qq', 'DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium']);
    expect(logged).toEqual([expect.stringMatching(/installing Debian package `chromium`/), '/usr/bin/chromium']);
  });

  it('missing, not root: exit code 1 and what to install, nothing run', () => {
    const { m, ran, errors } = machine({ isRoot: () => false });
    expect(main(m)).toBe(1);
    expect(ran).toEqual([]);
    expect(errors.join('\n')).toMatch(/^Not root, so it cannot be installed here\.\nBrowser tests need Chromium/);
    expect(errors.join('\n')).toContain('sudo apt-get install chromium');
    expect(errors.join('\n')).toContain('CHROMIUM_PATH=/path/to/chromium');
  });

  it('missing, root without apt-get, or apt-get failing: exit code 1 saying why', () => {
    const noApt = machine({ hasApt: () => false });
    expect(main(noApt.m)).toBe(1);
    expect(noApt.errors.join('\n')).toMatch(/^No apt-get/);
    const failing = machine({
      run: () => {
        throw new Error('Command failed: apt-get update -qq\nE: network unreachable');
      },
    });
    expect(main(failing.m)).toBe(1);
    expect(failing.errors.join('\n')).toMatch(
      /^apt-get failed: Command failed: apt-get update -qq\nBrowser tests need/,
    );
  });

  it('a CHROMIUM_PATH that does not exist is named', () => {
    const { m, errors } = machine({ env: { CHROMIUM_PATH: '/nope/chromium' }, isRoot: () => false });
    expect(main(m)).toBe(1);
    expect(errors.join('\n')).toMatch(/^CHROMIUM_PATH=\/nope\/chromium does not exist\./);
  });
});
