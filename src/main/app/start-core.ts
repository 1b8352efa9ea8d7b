import { join } from 'node:path';
import type { AppInfo } from '../../shared/contract/contract';
import { createEventHub } from '../host/core-handlers';
import { createProfileRegistry, type ProfileRecord } from '../profiles/profile-registry';
import { createCoreService } from '../service/core-service';
import type { DataPaths } from './data-paths';

/**
 * Assembles the core for one run of the app, whichever door opens onto it:
 * the profile registry, the service implementing the contract, and the hub
 * its events flow through.
 */
export type Backend =
  | { kind: 'demo'; baseUrl: string; apiKey: string }
  | { kind: 'remote'; baseUrl: string; apiKey: string; name?: string };

export interface CoreOptions {
  info: AppInfo;
  paths: DataPaths;
  backend: Backend;
  /** The mirror database; defaults to a file per profile in the data folder. */
  mirrorFile?: string;
}

export function startCore(options: CoreOptions) {
  const { backend, paths } = options;
  const id = backend.kind === 'demo' ? 'demo' : new URL(backend.baseUrl).host;
  const profile: ProfileRecord = {
    id,
    name: backend.kind === 'demo' ? 'Demo workspace' : (backend.name ?? new URL(backend.baseUrl).host),
    baseUrl: backend.baseUrl,
    apiKey: backend.apiKey,
    keyPermission: 'unknown',
    demo: backend.kind === 'demo',
    lastSyncAt: null,
    mirrorFile: options.mirrorFile ?? join(paths.profilesDir, `${id.replace(/[^a-z0-9.-]/gi, '_')}.sqlite`),
  };
  const profiles = createProfileRegistry([profile]);
  const events = createEventHub();
  profiles.onChange((list) => events.emit('profiles.changed', list));
  const handlers = createCoreService({ info: options.info, profiles });
  return { handlers, events, profiles };
}

export type Core = ReturnType<typeof startCore>;
