// Whether `voicedesk ui` can run from the build (out/main/ui-main.js, see
// src/cli/ui-main.ts): it exists and is newer than every source file it is
// built from, so it runs exactly what the tree says. Plain JavaScript, read
// before tsx is loaded: this check is what spares loading it.
import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SOURCES = ['src/cli', 'src/main', 'src/shared', 'src/server', 'package.json'];

export const BUILT_UI = new URL('../../out/main/ui-main.js', import.meta.url);

export function builtUiIsCurrent() {
  let built;
  try {
    built = statSync(BUILT_UI).mtimeMs;
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
