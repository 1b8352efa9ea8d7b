#!/usr/bin/env node
// The `voicedesk` command. The CLI runs from its TypeScript source through
// tsx's loader, the same tree electron-vite builds the desktop app from;
// `voicedesk ui`, the app's start, runs from that build when it is current
// (built-cli.js), since loading the core through tsx takes seconds.
import { BUILT_UI, builtUiIsCurrent } from './built-cli.js';

if (process.argv[2] === 'ui' && process.env.VOICEDESK_FROM_SOURCE !== '1' && builtUiIsCurrent()) {
  await import(BUILT_UI.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./main.ts');
}
