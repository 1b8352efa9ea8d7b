import type { Migration } from './migration';

/**
 * Holds version 6 for the outbox migration, written on another branch at
 * the same time as 007. It changes nothing; when the branches meet, the
 * outbox's own step takes this place in `index.ts` and this file goes.
 */
export const reservedForOutbox: Migration = {
  version: 6,
  name: 'reserved-for-outbox',
  up() {},
};
