import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root, where package.json, out/ and node_modules/ live: the
 * nearest folder above this module with a package.json, so that it is the
 * same from the source (src/cli) and from a build (out/main, or a chunk
 * below it: the command line, see bin.js).
 */
export const projectRoot = findRoot(dirname(fileURLToPath(import.meta.url)));

function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`VoiceDesk cannot find its package.json above ${from}`);
  }
}

let cached: { name: string; version: string } | undefined;

export function packageInfo(): { name: string; version: string } {
  cached ??= JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { name: string; version: string };
  return cached;
}
