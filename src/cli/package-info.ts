import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository root, where package.json, out/ and node_modules/ live. */
export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

let cached: { name: string; version: string } | undefined;

export function packageInfo(): { name: string; version: string } {
  cached ??= JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { name: string; version: string };
  return cached;
}
