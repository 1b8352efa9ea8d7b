#!/usr/bin/env node
// The `voicedesk` command. The CLI runs from its TypeScript source through
// tsx's loader, the same tree electron-vite builds the desktop app from.
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');
