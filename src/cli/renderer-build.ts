import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './package-info';

/**
 * Browser mode serves the built renderer from out/renderer. From a source
 * checkout we build it when it is missing or older than its sources, so that
 * `voicedesk ui` always serves what the tree says. Build output goes to
 * stderr: stdout carries only the one JSON line other tools read.
 */
export const rendererDir = join(projectRoot, 'out', 'renderer');

export async function ensureRendererBuilt(log: (line: string) => void): Promise<string> {
  const index = join(rendererDir, 'index.html');
  const sources = [join(projectRoot, 'src', 'renderer'), join(projectRoot, 'src', 'shared')];
  const sourceDirsExist = sources.every((dir) => existsSync(dir));
  if (existsSync(index) && (!sourceDirsExist || newestMtime(sources) <= statSync(index).mtimeMs)) return rendererDir;
  log('Building the app’s interface (first run, or its sources changed)…');
  await runBuild();
  return rendererDir;
}

function newestMtime(dirs: string[]): number {
  let newest = 0;
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  dirs.forEach(visit);
  return newest;
}

function runBuild(): Promise<void> {
  const cli = join(projectRoot, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'build'], { cwd: projectRoot, stdio: ['ignore', process.stderr, process.stderr] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the interface build failed (exit code ${code}); run "npm run build" to see why`))));
  });
}
