// Lint rules, including the layering of src/ by runtime: shared is pure,
// the renderer sees only the contract, the server and the client share only
// src/shared (a client that imported server code would make the tests prove
// nothing).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import solid from 'eslint-plugin-solid/configs/typescript';
import globals from 'globals';

const nodeBuiltins = { group: ['node:*'], message: 'src/shared is pure: no Node modules. Put runtime code in src/main or src/server.' };
const electron = { group: ['electron'], message: 'Electron belongs at the edge: src/main/index.ts, src/main/electron and src/preload only.' };
const server = { group: ['**/server/**', '**/server'], message: 'Only src/server and the sandbox launcher may reach the sandbox server; talk to it over HTTP.' };
const core = { group: ['**/main/**', '**/main'], message: 'The renderer reaches the core only through the contract in src/shared/contract.' };
const renderer = { group: ['**/renderer/**'], message: 'Core code must not import the renderer.' };
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
  {
    files: ['src/main/**'],
    ignores: ['src/main/index.ts', 'src/main/electron/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [electron, server, renderer] }] },
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
