/**
 * The layer order, checked on every import the source writes (type-only ones included, read by
 * scripts/importGraph.ts): sdk → hooks → headless → styled → examples, a layer importing only
 * from layers to its left, with the entries beside the SDK placed explicitly below; and a skin
 * (styled/) reaches the layers under it only through their public entries, as an app would.
 * docs/architecture.md#the-layers states the same rules.
 */
import { expect, it } from 'vitest';
import { type ImportEdge, importGraph } from './importGraph';
import { SOURCE_ENTRIES } from './sourceEntries.mjs';

interface Layer {
  name: string;
  /** The folder its modules are in (the first layer whose folder holds a module owns it). */
  folder: string;
  /** The layers it may import from, by name. */
  imports: readonly string[];
  /** Layers it may import only through their public entries (`gifkit`, `gifkit/hooks`, …). */
  publicOnly?: readonly string[];
  /** npm packages no module of the layer may import (the optional peers that belong elsewhere). */
  forbidPackages?: readonly string[];
}

const REACT = ['react', 'react-dom'];
const REACT_QUERY = '@tanstack/react-query';
const PEERS = [...REACT, REACT_QUERY, 'downshift', 'radix-ui', 'msw'];

/** Most specific folder first. */
const LAYERS: readonly Layer[] = [
  // openapi-typescript's output: the wire types every SDK module reads.
  { name: 'generated', folder: 'sdk/generated/', imports: [], forbidPackages: PEERS },
  // gifkit/compat: GIPHY's js-fetch-api over the SDK; nothing in the SDK uses it.
  { name: 'compat', folder: 'sdk/compat/', imports: ['sdk', 'generated'], forbidPackages: PEERS },
  // gifkit/mock: msw handlers typed from the contracts; a test and demo tool, never under a component.
  {
    name: 'mock',
    folder: 'sdk/mock/',
    imports: ['sdk', 'generated'],
    forbidPackages: PEERS.filter((p) => p !== 'msw'),
  },
  // gifkit/server: the SDK on a server; nothing in the SDK uses it.
  { name: 'server', folder: 'sdk/server/', imports: ['sdk', 'generated'], forbidPackages: PEERS },
  { name: 'sdk', folder: 'sdk/', imports: ['generated'], forbidPackages: PEERS },
  // The React Query layer: the only one that imports it.
  { name: 'hooks', folder: 'hooks/', imports: ['sdk', 'generated'], forbidPackages: ['downshift', 'radix-ui', 'msw'] },
  {
    name: 'headless',
    folder: 'headless/',
    imports: ['hooks', 'sdk', 'generated'],
    forbidPackages: [REACT_QUERY, 'radix-ui', 'msw'],
  },
  // gifkit/compat/react: GIPHY's components drawn by the skins (any styled module) over
  // gifkit/compat (any compat module: the drop-in's two halves share its IGif ↔ Gif conversions).
  {
    name: 'compat/react',
    folder: 'styled/compat/',
    imports: ['styled', 'compat', 'headless', 'hooks', 'sdk'],
    publicOnly: ['headless', 'hooks', 'sdk'],
    // downshift is the search box's (headless): a compat bundle leaves it out by tree-shaking
    // (styled/compat/search/bundleSplit.test.ts), though the headless entry reaches it.
    forbidPackages: [REACT_QUERY, 'radix-ui', 'msw'],
  },
  {
    name: 'styled',
    folder: 'styled/',
    imports: ['headless', 'hooks', 'sdk'],
    publicOnly: ['headless', 'hooks', 'sdk'],
    forbidPackages: [REACT_QUERY, 'msw'],
  },
  {
    name: 'examples',
    folder: 'examples/',
    imports: ['styled', 'compat/react', 'headless', 'hooks', 'sdk', 'compat', 'mock'],
  },
];

/** The layer a repository file belongs to, or undefined (tests' support, scripts, bench, openapi). */
function layerOf(file: string): Layer | undefined {
  return LAYERS.find((layer) => file.startsWith(layer.folder));
}

/** Tests import any layer they exercise: the rules are the shipped modules'. */
const isTest = (file: string) => /\.(test|test-d|browser\.test|chromium\.test)\.[cm]?[jt]sx?$/.test(file);

/** The public entries' source files (scripts/sourceEntries.mjs): what an app can import. */
const PUBLIC = new Set(Object.values(SOURCE_ENTRIES));

/** What is wrong with one import, or undefined. */
function breach(edge: ImportEdge): string | undefined {
  const from = layerOf(edge.from);
  if (!from || isTest(edge.from)) return undefined;
  if (edge.external) {
    return from.forbidPackages?.includes(edge.to)
      ? `${from.name} never imports ${edge.to} (it belongs to ${edge.to === REACT_QUERY ? 'hooks/' : 'another layer'})`
      : undefined;
  }
  const to = layerOf(edge.to);
  if (!to || to === from) return to ? undefined : `${from.name} imports outside the product (${edge.to})`;
  if (!from.imports.includes(to.name))
    return `${from.name} imports from ${to.name}, a layer above its own (${from.name} may import ${from.imports.join(', ') || 'nothing'}; sdk → hooks → headless → styled → examples)`;
  if (from.publicOnly?.includes(to.name) && !PUBLIC.has(edge.to))
    return `a skin imports ${to.name} only through its public entry (${publicEntryOf(to.name)}), never a module by path`;
  return undefined;
}

const publicEntryOf = (layer: string) =>
  Object.entries(SOURCE_ENTRIES)
    .filter(([, file]) => layerOf(file)?.name === layer)
    .map(([name, file]) => `${name} = ${file}`)
    .join(', ');

/**
 * Imports of a module of another layer that brings in, through its own value imports, a package
 * the importing layer never imports (headless → a hooks module → React Query).
 */
function indirectBreaches(graph: readonly ImportEdge[]): string[] {
  const values = new Map<string, ImportEdge[]>();
  for (const edge of graph) if (!edge.typeOnly) values.set(edge.from, [...(values.get(edge.from) ?? []), edge]);
  /** The first module reached from `file` (by value imports) that imports `pkg`, or undefined. */
  const reaches = (file: string, pkg: string, seen = new Set<string>()): string | undefined => {
    if (seen.has(file)) return undefined;
    seen.add(file);
    for (const edge of values.get(file) ?? []) {
      if (edge.external ? edge.to === pkg : undefined) return file;
      const found = edge.external ? undefined : reaches(edge.to, pkg, seen);
      if (found) return found;
    }
    return undefined;
  };
  return graph.flatMap((edge) => {
    const from = layerOf(edge.from);
    const to = layerOf(edge.to);
    if (!from || !to || to === from || edge.external || edge.typeOnly || isTest(edge.from)) return [];
    return (from.forbidPackages ?? []).flatMap((pkg) => {
      const via = reaches(edge.to, pkg);
      return via
        ? [
            `${edge.from}:${edge.line} imports '${edge.specifier}', which brings in ${pkg} (imported by ${via}): ${from.name} never imports ${pkg}, even through another module`,
          ]
        : [];
    });
  });
}

it('every module imports only from layers below its own, and skins only through public entries', {
  timeout: 60_000,
}, () => {
  const graph = importGraph();
  const found = graph.flatMap((edge) => {
    const rule = breach(edge);
    return rule ? [`${edge.from}:${edge.line} imports '${edge.specifier}': ${rule}`] : [];
  });
  found.push(...indirectBreaches(graph));
  expect(found).toEqual([]);
});

it('places every product module in a layer, and a breach names the file, the import and the rule', () => {
  expect(layerOf('sdk/generated/public.ts')?.name).toBe('generated');
  expect(layerOf('sdk/compat/GiphyFetch.ts')?.name).toBe('compat');
  expect(layerOf('sdk/mock/index.ts')?.name).toBe('mock');
  expect(layerOf('sdk/server/index.ts')?.name).toBe('server');
  expect(layerOf('styled/compat/index.ts')?.name).toBe('compat/react');
  const edge = (from: string, to: string, external = false): ImportEdge => ({
    from,
    to,
    external,
    specifier: to,
    line: 1,
    typeOnly: false,
  });
  expect(breach(edge('hooks/GiphyProvider.tsx', 'headless/analytics/AnalyticsProvider.tsx'))).toMatch(
    /hooks imports from headless, a layer above its own/,
  );
  expect(breach(edge('sdk/client/calls.ts', 'sdk/compat/GiphyFetch.ts'))).toMatch(/sdk imports from compat/);
  expect(breach(edge('styled/picker/GifPicker.tsx', 'hooks/giphyContext.ts'))).toMatch(
    /a skin imports hooks only through its public entry \(gifkit\/hooks = hooks\/index.ts\)/,
  );
  expect(breach(edge('styled/picker/GifPicker.tsx', 'hooks/index.ts'))).toBeUndefined();
  expect(breach(edge('styled/compat/Gif.tsx', 'styled/tile/Tile.tsx'))).toBeUndefined();
  expect(breach(edge('headless/search/SearchProvider.tsx', REACT_QUERY, true))).toMatch(
    /headless never imports @tanstack\/react-query/,
  );
  expect(breach(edge('headless/search/SearchProvider.test.tsx', REACT_QUERY, true))).toBeUndefined();
});
