import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOfBundle } from '../support/bundle-imports';

/**
 * The interface's first chunk: what index.html loads before the first calls
 * page can show (its entry script and every module that script imports,
 * statically). Read from the build (npm test builds it first). The other
 * sections come in chunks of their own, loaded when first opened
 * (src/renderer/src/shell/deferred-sections.ts); chart.js goes with
 * Analytics.
 *
 * The budget: the Calls screen, the shell, Solid, the virtual list and the
 * contract's zod schemas (every reply is checked against them) come to about
 * 280 KB minified. 350 KB leaves room for the Calls screen to grow, while
 * chart.js (200 KB) or two other sections back in the first chunk break it.
 * One chunk of 1.34 MB (unminified, everything in it) took Chromium over a
 * second to load on the benchmark's machine; the launch target is 1.5 s in
 * all (`npm run bench -- scale-launch`).
 */
const FIRST_CHUNK_BUDGET_BYTES = 350 * 1024;
/** A message inside chart.js that minifying keeps: where it is, chart.js is. */
const CHART_JS_MARKER = 'Canvas is already in use';

const rendererDir = resolve(import.meta.dirname, '..', '..', 'out', 'renderer');
const indexHtml = () => readFileSync(join(rendererDir, 'index.html'), 'utf8');

/** The scripts index.html names (its module entry, and what it preloads), as paths in the build. */
function scriptsOfIndex(): string[] {
  const html = indexHtml();
  const urls = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
  return urls.map((url) => join(rendererDir, url));
}

/** The modules a built chunk imports, by kind (a static `import`, or `import()` when wanted), as a JavaScript parser sees them. */
async function importsOf(file: string): Promise<{ static: string[]; dynamic: string[] }> {
  const found = { static: [] as string[], dynamic: [] as string[] };
  for (const { specifier, kind } of await importsOfBundle(file)) (kind === 'dynamic-import' ? found.dynamic : found.static).push(resolve(dirname(file), specifier));
  return found;
}

/** The entry and everything it imports statically: what runs before the app can draw. */
async function firstChunk(): Promise<string[]> {
  const seen = new Set<string>();
  const visit = async (file: string) => {
    if (seen.has(file) || !file.endsWith('.js')) return;
    seen.add(file);
    for (const next of (await importsOf(file)).static) await visit(next);
  };
  for (const script of scriptsOfIndex()) await visit(script);
  return [...seen];
}

describe('the built interface', () => {
  it('names its scripts and styles by relative addresses, which load under file:// in Electron as over http in browser mode', () => {
    const html = indexHtml();
    const addresses = [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(addresses.length).toBeGreaterThan(1);
    for (const address of addresses) expect(address, address).toMatch(/^\.\/assets\//);
  });

  it('loads first only what the Calls screen needs: without chart.js, and within its budget', async () => {
    const files = await firstChunk();
    for (const file of files) expect(existsSync(file), file).toBe(true);
    for (const file of files) expect(readFileSync(file, 'utf8').includes(CHART_JS_MARKER), `${file} holds chart.js`).toBe(false);
    const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
    expect(bytes, `the first chunk is ${Math.round(bytes / 1024)} KB`).toBeLessThanOrEqual(FIRST_CHUNK_BUDGET_BYTES);
  });

  it('loads chart.js when Analytics is opened: in a chunk the first one imports on demand, which exists', async () => {
    const first = await firstChunk();
    const onDemand = new Set<string>();
    for (const file of first) for (const next of (await importsOf(file)).dynamic) onDemand.add(next);
    const analytics = [...onDemand].filter((file) => /analytics-section-[\w-]+\.js$/.test(file));
    expect(analytics).toHaveLength(1);
    const withStatic = new Set<string>();
    const visit = async (file: string) => {
      if (withStatic.has(file)) return;
      withStatic.add(file);
      for (const next of (await importsOf(file)).static) await visit(next);
    };
    await visit(analytics[0]!);
    expect([...withStatic].some((file) => readFileSync(file, 'utf8').includes(CHART_JS_MARKER))).toBe(true);
  });
});
