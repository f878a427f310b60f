/** The facts a bench result is only meaningful with: machine, runtime, versions and date. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../measure.mjs';

const version = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')).version;
  } catch {
    return undefined;
  }
};

/** CPU model, cores, memory, OS, Node version, the compared packages' versions and the commit. */
export function machineFacts() {
  const cpus = os.cpus();
  let commit;
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    commit = undefined;
  }
  const bench = (name) => version(path.join(ROOT, 'bench/node_modules', name, 'package.json'));
  return {
    date: new Date().toISOString(),
    cpu: cpus[0]?.model?.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    commit,
    versions: {
      gifkit: version(path.join(ROOT, 'package.json')),
      '@giphy/js-fetch-api': bench('@giphy/js-fetch-api'),
      '@giphy/react-components': bench('@giphy/react-components'),
      'styled-components': bench('styled-components'),
      esbuild: version(path.join(ROOT, 'node_modules/esbuild/package.json')),
    },
  };
}
