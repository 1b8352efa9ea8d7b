// Lint rules, including the layering of src/ by runtime: shared is pure,
// the renderer sees only the contract, the server and the client share only
// src/shared (a client that imported server code would make the tests prove
// nothing). Inside src/main, the layers of the README's picture are zones
// too: api and mirror at the bottom, sync and outbox above them and apart,
// the profile worker that runs both, the service, then the doors (host,
// electron, index.ts) and the composition root (app/) that wires them.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import solid from 'eslint-plugin-solid/configs/typescript';
import globals from 'globals';

const nodeBuiltins = { group: ['node:*'], message: 'src/shared is pure: no Node modules. Put runtime code in src/main or src/server.' };
const electron = { group: ['electron'], message: 'Electron belongs at the edge: src/main/index.ts, src/main/electron and src/preload only.' };
const server = { group: ['**/server/**', '**/server'], message: 'Only src/server and the sandbox launcher may reach the sandbox server; talk to it over HTTP.' };
const core = { group: ['**/main/**', '**/main'], message: 'The renderer reaches the core only through the contract in src/shared/contract.' };
const renderer = { group: ['**/renderer/**'], message: 'Core code must not import the renderer.' };
// The layers inside src/main (and what src/cli may reach). Each message names the fix.
// (src/shared has folders of the same names, which every layer may use.)
const layer = (folder, message) => ({ group: [`**/${folder}`, `**/${folder}/**`, `!**/shared/${folder}`, `!**/shared/${folder}/**`], message });
const compositionRoot = layer('app', 'src/main/app is the composition root: only the doors (src/main/index.ts, `voicedesk ui`) start the core. Move what you need from it to a folder named for what it is (files/, threads/, mirror-jobs/…).');
const doors = [
  layer('host', 'The service is below the doors: what it needs from them (handlers, events, CoreFailure) lives in src/main/service or src/shared/contract. A door imports the service, never the reverse.'),
  layer('electron', 'Electron belongs at the edge: src/main/index.ts and src/main/electron only.'),
];
const service = layer('service', 'Only the doors (host, index.ts, `voicedesk ui`) and the composition root use the service; lower layers report through their own types and the service maps them.');
const profileWorker = layer('profile-worker', 'Only the service drives the profile worker; sync and outbox are run by it, never the reverse.');
const mirrorJobs = layer('mirror-jobs', 'Mirror jobs are the service\'s way to take long work off the main thread; lower layers call the mirror and the outbox directly.');
const syncFromOutbox = layer('sync', 'sync and outbox do not import each other: what both need lives below them (src/main/locks, src/main/api, src/main/mirror); the profile worker runs both.');
const outboxFromSync = layer('outbox', 'sync and outbox do not import each other: what both need lives below them (src/main/locks, src/main/api, src/main/mirror); the profile worker runs both.');
const belowSync = (what) => [
  layer('sync', `${what} is below sync and outbox: they call it, never the reverse. Move shared code down into ${what}, or up into the caller.`),
  layer('outbox', `${what} is below sync and outbox: they call it, never the reverse. Move shared code down into ${what}, or up into the caller.`),
];
const mainBase = [electron, server, renderer];
const mainZones = [
  // Everything in src/main below the doors: the composition root is imported by nobody but the doors.
  { files: ['src/main/**'], patterns: [compositionRoot] },
  { files: ['src/main/service/**'], patterns: [compositionRoot, ...doors] },
  { files: ['src/main/profile-worker/**', 'src/main/mirror-jobs/**'], patterns: [compositionRoot, ...doors, service] },
  { files: ['src/main/sync/**'], patterns: [compositionRoot, ...doors, service, profileWorker, mirrorJobs, outboxFromSync] },
  { files: ['src/main/outbox/**'], patterns: [compositionRoot, ...doors, service, profileWorker, mirrorJobs, syncFromOutbox] },
  { files: ['src/main/mirror/**'], patterns: [compositionRoot, ...doors, service, profileWorker, mirrorJobs, ...belowSync('src/main/mirror')] },
  { files: ['src/main/api/**'], patterns: [compositionRoot, ...doors, service, profileWorker, mirrorJobs, ...belowSync('src/main/api')] },
  {
    files: ['src/main/locks/**', 'src/main/files/**', 'src/main/threads/**', 'src/main/sqlite/**', 'src/main/profiles/**', 'src/main/secrets/**', 'src/main/demo/**'],
    patterns: [compositionRoot, ...doors, service, profileWorker, mirrorJobs, ...belowSync('this folder')],
  },
];
// The command line: `voicedesk ui` is a door (it starts the core and the browser-mode host); every other command drives the lower layers headless.
const cliHeadless = (folder) => layer(folder, `Only \`voicedesk ui\` (src/cli/commands/ui.ts) opens the core's service; the other commands drive sync, outbox, mirror and profiles headless (README, "The command line"). Use those layers, or add the feature to the service and reach it through ui.`);
const cliBase = [electron, server, renderer];

const namedExports = { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' };
// The renderer shows text from the workspace (transcripts, names): it must never become markup.
const noHtml = 'The renderer never parses strings as HTML: render text, and build <mark> and other elements with JSX.';
const rendererHtml = [
  { selector: 'JSXAttribute[name.name=/^(innerHTML|outerHTML)$/]', message: noHtml },
  { selector: 'MemberExpression[property.name=/^(innerHTML|outerHTML)$/]', message: noHtml },
  { selector: 'CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment|parseFromString)$/]', message: noHtml },
  { selector: "CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]", message: noHtml },
];

export default tseslint.config(
  { ignores: ['out/**', 'node_modules/**', 'test/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', namedExports],
    },
  },
  {
    files: ['src/shared/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [nodeBuiltins, electron, server, core, renderer] }] },
  },
  ...mainZones.map(({ files, patterns }) => ({
    files,
    ignores: ['src/main/index.ts', 'src/main/electron/**', 'src/main/app/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...mainBase, ...patterns] }] },
  })),
  {
    files: ['src/main/app/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: mainBase }] },
  },
  {
    files: ['src/cli/**'],
    ignores: ['src/cli/commands/ui.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...cliBase, cliHeadless('app'), cliHeadless('service'), cliHeadless('host'), cliHeadless('profile-worker'), cliHeadless('mirror-jobs')] }] },
  },
  {
    files: ['src/cli/commands/ui.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...cliBase, profileWorker] }] },
  },
  {
    // Small files with one purpose: a file over 300 lines says at its top why (an eslint-disable max-lines comment with the reason).
    files: ['src/**'],
    rules: { 'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['src/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [electron, core, renderer] }] },
  },
  {
    files: ['src/renderer/**'],
    ...solid,
    languageOptions: { ...solid.languageOptions, globals: { ...globals.browser } },
    rules: {
      ...solid.rules,
      'no-restricted-imports': ['error', { patterns: [nodeBuiltins, electron, server, core] }],
      'no-restricted-syntax': ['error', namedExports, ...rendererHtml],
    },
  },
  {
    files: ['src/preload/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [nodeBuiltins, server, core, renderer] }] },
  },
  {
    files: ['.config/**', 'electron.vite.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
