#!/usr/bin/env node
// The `voicedesk` command. It runs from the build electron-vite makes of
// src/cli/main.ts (out/main/cli.js) when that build is current (built-cli.js),
// and otherwise from its TypeScript source through tsx's loader: compiling
// the whole core through tsx takes seconds at every start, which people
// feel at each `voicedesk` and `npm start`, and which multiplied the test
// suite's time (its tests start the command line hundreds of times).
// VOICEDESK_FROM_SOURCE=1 forces the source.
import { BUILT_CLI, builtCliIsCurrent } from './built-cli.js';

if (process.env.VOICEDESK_FROM_SOURCE !== '1' && builtCliIsCurrent()) {
  await import(BUILT_CLI.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./main.ts');
}
