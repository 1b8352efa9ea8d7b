import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOfBundle } from '../support/bundle-imports';

/**
 * What electron-vite builds for the desktop app must run where only the
 * build and the production dependencies are: an installed app has no
 * `src/`, no tsx, and none of package.json's devDependencies. Read from the
 * bundles themselves (npm test builds them first), so a change that makes
 * the main process reach back into the source tree, or into a library that
 * installers leave out, fails here rather than on a user's machine.
 */
const root = resolve(import.meta.dirname, '..', '..');
const out = join(root, 'out');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

/** The desktop app's main-process files: the main bundle, its worker threads, the demo's server, and their shared chunks (not cli.js, the command line's). */
function desktopBundles(): string[] {
  const main = join(out, 'main');
  const entries = ['index.js', 'profile-worker.js', 'mirror-job-worker.js', 'sandbox-server.js'].map((name) => join(main, name));
  const chunks = join(main, 'chunks');
  return [...entries, ...(existsSync(chunks) ? readdirSync(chunks).map((name) => join(chunks, name)) : [])];
}

/** Every module a bundle loads, once each (bundle-imports.ts). */
async function specifiersOf(file: string): Promise<string[]> {
  return [...new Set((await importsOfBundle(file, { platform: 'node' })).map((entry) => entry.specifier))];
}

const packageOf = (specifier: string) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!);
const builtin = (specifier: string) => specifier.startsWith('node:') || builtinModules.includes(packageOf(specifier));

describe('the built desktop app', () => {
  it('has been built (npm test builds it first)', () => {
    for (const file of [...desktopBundles(), join(out, 'preload', 'index.cjs'), join(out, 'renderer', 'index.html')]) expect(existsSync(file), file).toBe(true);
  });

  it('loads nothing from src/, no TypeScript, no tsx, and only production dependencies', async () => {
    const problems: string[] = [];
    for (const file of desktopBundles()) {
      const name = relative(root, file);
      for (const specifier of await specifiersOf(file)) {
        if (specifier.startsWith('.')) {
          const target = resolve(dirname(file), specifier);
          if (!target.startsWith(out + '/') || !existsSync(target)) problems.push(`${name} loads ${specifier}, which is not in the build`);
        } else if (specifier.endsWith('.ts') || specifier.includes('/src/')) problems.push(`${name} loads source file ${specifier}`);
        else if (packageOf(specifier) === 'tsx') problems.push(`${name} loads tsx (${specifier})`);
        else if (!builtin(specifier) && specifier !== 'electron' && pkg.dependencies[packageOf(specifier)] === undefined) {
          problems.push(`${name} loads ${specifier}, which is not a production dependency (installers leave devDependencies out)`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('has a CommonJS preload that requires nothing but electron (a sandboxed preload can load nothing else)', async () => {
    const file = join(out, 'preload', 'index.cjs');
    expect(readFileSync(file, 'utf8')).not.toMatch(/^\s*(import|export)\s/m);
    expect(await specifiersOf(file)).toEqual(['electron']);
  });
});
