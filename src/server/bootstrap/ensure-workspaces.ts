import type { Database } from 'better-sqlite3';
import { generateApiKeyToken, type ApiKeyKind } from '../api-key-tokens';
import { createRandom } from '../support/random';
import { idFromUuid } from '../ids';
import { fillOtherWorkspace } from '../seed/other-workspace';
import { resolveSeedPlan, type SeedOptions } from '../seed/seed-options';
import { writeSeedRecord } from '../seed/seed-record';
import { seedWorkspace, type SeedSummary } from '../seed/seed-workspace';
import { findApiKeyByLabel, insertApiKey } from '../store/api-keys';
import { insertKnowledgeItems } from '../store/knowledge-items';
import { insertPhoneNumbers } from '../store/phone-numbers';
import { createWallet } from '../store/wallets';
import { findWorkspaceBySlug, insertWorkspace } from '../store/workspaces';

/** The keys the command line prints (issue 3). */
export interface PrintedKeys {
  /** Read and write key of the main workspace. */
  write: string;
  /** Read-only key of the main workspace. */
  read: string;
  /** Read and write key of the second workspace. */
  other_workspace: string;
}

export interface Workspaces {
  main: number;
  other: number;
}

export interface Bootstrap {
  workspaces: Workspaces;
  keys: PrintedKeys;
  /** False when the database already held the workspaces (a --data file from an earlier run). */
  created: boolean;
  /** What the seeder wrote, when it ran. */
  seeded?: SeedSummary;
}

/** Starting balance of each wallet, in cents. */
export const INITIAL_WALLET_CENTS = 50_000;

const LABELS = { write: 'cli:write', read: 'cli:read', other_workspace: 'cli:other-workspace' } as const;

/**
 * Finds the sandbox's two workspaces and printed keys, creating them on the
 * first run. The keys are stored, so a --data file prints the same keys after
 * a restart; the seed options only apply to a fresh database.
 *
 * The printed keys of the main workspace are test keys (it is a sandbox); the
 * second workspace's key is a production key, so that clients meet both forms.
 * All three have an owning user.
 *
 * Without seed options the main workspace starts empty (the bootstrap basics
 * only: wallet, phone numbers, knowledge items), which is what tests that
 * count their own records want. Everything but the key tokens is
 * deterministic: ids come from seeded streams, times from `now` and the
 * seed's base instant.
 */
export function ensureWorkspaces(db: Database, seed: SeedOptions | undefined, now: number, provisioningDelayMs: number): Bootstrap {
  const existing = findExisting(db);
  if (existing !== undefined) return { ...existing, created: false };
  return db.transaction(() => {
    const main = createWorkspace(db, 'main', 'Demo workspace', now);
    const other = createWorkspace(db, 'other', 'Other workspace', now);
    const keys: PrintedKeys = {
      write: addKey(db, main, 'test', true, LABELS.write, now),
      read: addKey(db, main, 'test', false, LABELS.read, now),
      other_workspace: addKey(db, other, 'live', true, LABELS.other_workspace, now),
    };
    fillOtherWorkspace(db, other, now, provisioningDelayMs);
    const plan = seed === undefined ? undefined : resolveSeedPlan(seed, now);
    writeSeedRecord(db, plan);
    const seeded = plan === undefined ? undefined : seedWorkspace(db, main, plan, provisioningDelayMs);
    return { workspaces: { main, other }, keys, created: true, ...(seeded === undefined ? {} : { seeded }) };
  })();
}

function findExisting(db: Database): Omit<Bootstrap, 'created'> | undefined {
  const main = findWorkspaceBySlug(db, 'main');
  const other = findWorkspaceBySlug(db, 'other');
  const write = findApiKeyByLabel(db, LABELS.write);
  const read = findApiKeyByLabel(db, LABELS.read);
  const otherKey = findApiKeyByLabel(db, LABELS.other_workspace);
  if (!main || !other || !write || !read || !otherKey) return undefined;
  return { workspaces: { main: main.id, other: other.id }, keys: { write: write.token, read: read.token, other_workspace: otherKey.token } };
}

/**
 * A workspace with its wallet, two phone numbers and two knowledge items: the
 * API has no endpoint to create those, and agents and campaigns refer to them.
 * Their ids come from a stream named after the workspace, the same every run.
 */
function createWorkspace(db: Database, slug: string, name: string, now: number): number {
  const rng = createRandom(`bootstrap/${slug}`);
  const workspaceId = insertWorkspace(db, { slug, name, created_at: now });
  createWallet(db, workspaceId, INITIAL_WALLET_CENTS, now);
  const base = slug === 'main' ? '+1555010' : '+4420790';
  insertPhoneNumbers(db, [1, 2].map((n) => ({ id: idFromUuid('phoneNumber', rng.uuid()), workspace_id: workspaceId, number: `${base}000${n}`, agent_id: null, created_at: now })));
  insertKnowledgeItems(db, ['Pricing', 'Opening hours'].map((title) => ({ id: idFromUuid('knowledgeItem', rng.uuid()), workspace_id: workspaceId, title, created_at: now })));
  return workspaceId;
}

export function addKey(db: Database, workspaceId: number, kind: ApiKeyKind, write: boolean, label: string | null, now: number, ownerUserId: string | null = 'user_sandbox_owner'): string {
  const token = generateApiKeyToken(kind);
  insertApiKey(db, {
    workspace_id: workspaceId, token, kind, can_read: 1, can_write: write ? 1 : 0, owner_user_id: ownerUserId, label, created_at: now,
  });
  return token;
}
