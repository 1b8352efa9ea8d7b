// Whether the command line can run from the build (out/main/cli.js, built
// by electron-vite from src/cli/main.ts): it exists and is newer than every
// source file it is built from, so it runs exactly what the tree says.
// Plain JavaScript, read before tsx is loaded: this check is what spares
// loading it.
import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SOURCES = ['src/cli', 'src/main', 'src/shared', 'src/server', 'package.json'];

export const BUILT_CLI = new URL('../../out/main/cli.js', import.meta.url);

export function builtCliIsCurrent() {
  let built;
  try {
    built = statSync(BUILT_CLI).mtimeMs;
  } catch {
    return false;
  }
  return SOURCES.every((source) => newestMtime(root + source) <= built);
}

function newestMtime(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (stat === undefined) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(`${path}/${entry}`));
  return newest;
}
