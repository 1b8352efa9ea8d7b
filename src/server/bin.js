#!/usr/bin/env node
// `npm run server`: runs the TypeScript sandbox through tsx, without a build step.
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');
