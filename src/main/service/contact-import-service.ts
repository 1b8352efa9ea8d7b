import { randomUUID } from 'node:crypto';
import { mappingProblemOf } from '../../shared/contact-import/analyse-import';
import { problemsFileName } from '../../shared/contact-import/problems-csv';
import { summarizeProblems } from '../../shared/api/problems';
import type { ContactImportMethodName } from '../../shared/contract/contact-import-methods';
import type { CoreHandlers } from './core-handlers';
import { CoreFailure } from './dispatch';
import { runMirrorJob, startSpareMirrorJobThread } from '../mirror-jobs/mirror-jobs';
import type { ProfileEntry, ProfileRegistry } from '../profiles/profile-registry';
import { requireActive } from './profile-failures';
import type { MirrorWriters } from './mirror-writers';
import type { CoreEventHub } from './core-handlers';

/**
 * The Import screen's files: received in pieces, kept in memory while the
 * screen is open (a few at most, the oldest forgotten first), read and
 * checked on a worker thread each time the mapping changes, and queued as
 * one outbox batch on the same kind of thread, so the window never waits on
 * a 200,000-row file. The file is tied to the workspace it was chosen in.
 *
 * A large file is queued in steps (outbox/queue-in-steps.ts) for seconds:
 * its progress goes to the windows as `contactImport.progress` events (the
 * same path over IPC and the browser-mode socket as `sync.progress`), and
 * `contactImport.stop` stops it with nothing queued. Closing the core stops
 * every import still being queued, as a kill would leave it: unreleased,
 * so never sent.
 */
export type ContactImportHandlers = Pick<CoreHandlers, ContactImportMethodName>;

export interface ContactImportServiceDeps {
  profiles: ProfileRegistry;
  writers: MirrorWriters;
  /** The workspace's edits are queued: tell the windows, and send them. */
  queued(profileId: string): void;
  /** The active workspace's key can write (edits are refused otherwise, saying why). */
  requireWritable(): ProfileEntry;
  events?: CoreEventHub;
}

export interface ContactImportService {
  handlers: ContactImportHandlers;
  /** Stops the imports being queued (nothing of them is sent) and waits for their threads to answer. */
  close(): Promise<void>;
}

/** Files kept at once: the one on screen and one being replaced. */
const KEPT_FILES = 2;

interface ImportFile {
  profileId: string;
  fileName: string;
  size: number;
  chunks: Buffer[];
  received: number;
}

export function createContactImportService(deps: ContactImportServiceDeps): ContactImportService {
  const files = new Map<string, ImportFile>();
  /** Imports being queued, by file: how to stop each, and its answer. */
  const queueing = new Map<string, { stop: AbortController; done: Promise<unknown> }>();
  const fileFor = (importId: string, complete = true): { file: ImportFile; profile: ProfileEntry } => {
    const file = files.get(importId);
    const profile = requireActive(deps.profiles, 'to import into');
    if (file === undefined) throw new CoreFailure('not_found', 'That file is no longer open for import. Choose it again.');
    if (file.profileId !== profile.id) throw new CoreFailure('invalid_request', 'That file was chosen in another workspace. Choose it again here.');
    if (complete && file.received !== file.size) throw new CoreFailure('invalid_request', `The file has not fully arrived (${file.received} of ${file.size} bytes). Choose it again.`);
    return { file, profile };
  };
  const bytesOf = (file: ImportFile) => new Uint8Array(Buffer.concat(file.chunks));
  const mirrorFileOf = (profile: ProfileEntry) => {
    // Opened once through the writer, so a workspace that never synced has a mirror to compare against.
    deps.writers.writer(profile);
    return profile.mirrorFile;
  };

  const handlers: ContactImportHandlers = {
    'contactImport.begin': async ({ fileName, size }) => {
      const profile = requireActive(deps.profiles, 'to import into');
      const importId = `import_${randomUUID()}`;
      files.set(importId, { profileId: profile.id, fileName, size, chunks: [], received: 0 });
      for (const old of [...files.keys()].slice(0, -KEPT_FILES)) files.delete(old);
      // Its preview's thread starts while the file arrives.
      startSpareMirrorJobThread();
      return { importId };
    },
    'contactImport.chunk': async ({ importId, index, data }) => {
      const { file } = fileFor(importId, false);
      if (index !== file.chunks.length) throw new CoreFailure('invalid_request', `Piece ${index} of the file came out of order (expected ${file.chunks.length}). Choose the file again.`);
      const chunk = Buffer.from(data, 'base64');
      if (file.received + chunk.length > file.size) throw new CoreFailure('invalid_request', 'More of the file arrived than its size said. Choose the file again.');
      file.chunks.push(chunk);
      file.received += chunk.length;
      return { received: file.received };
    },
    'contactImport.preview': async ({ importId, mapping }) => {
      const { file, profile } = fileFor(importId);
      const mirrorFile = mirrorFileOf(profile);
      const answer = await runMirrorJob({ kind: 'import-preview', mirrorFile, bytes: bytesOf(file), mapping });
      // The next job on this file (another mapping, the problems file, the import itself) comes soon after: its thread is ready.
      startSpareMirrorJobThread();
      if (!answer.ok) throw new CoreFailure('invalid_request', `${file.fileName} cannot be imported: ${answer.message}.`);
      return { importId, fileName: file.fileName, ...answer.preview };
    },
    'contactImport.problems': async ({ importId, mapping }) => {
      const { file, profile } = fileFor(importId);
      const answer = await runMirrorJob({ kind: 'import-problems', mirrorFile: mirrorFileOf(profile), bytes: bytesOf(file), mapping });
      if (!answer.ok) throw new CoreFailure('invalid_request', `${file.fileName} cannot be read: ${answer.message}.`);
      return { fileName: problemsFileName(file.fileName), csv: answer.csv };
    },
    'contactImport.queue': async ({ importId, mapping, defaultChoice, choices, tags, campaignId, allowCallsAgain }) => {
      const profile = deps.requireWritable();
      const { file } = fileFor(importId);
      const mappingProblem = mappingProblemOf(mapping);
      if (mappingProblem !== null) throw new CoreFailure('invalid_request', `Nothing was imported: ${mappingProblem}.`, [{ field: 'mapping', message: mappingProblem }]);
      if (queueing.has(importId)) throw new CoreFailure('invalid_request', 'This file is already being imported. Wait for it, or stop it first.');
      const stop = new AbortController();
      const running = runMirrorJob(
        {
          kind: 'import-queue',
        mirrorFile: mirrorFileOf(profile),
        bytes: bytesOf(file),
        mapping,
        choices: { defaultChoice, choices, tags, campaignId },
        label: `Import of ${file.fileName}`,
        allowCallsAgain: allowCallsAgain === true,
        },
        { signal: stop.signal, onProgress: ({ records, total }) => deps.events?.emit('contactImport.progress', { profileId: profile.id, importId, queued: records, total }) },
      );
      queueing.set(importId, { stop, done: running.catch(() => undefined) });
      const answer = await running.finally(() => queueing.delete(importId));
      if (!answer.ok) {
        if ('stopped' in answer) return { stopped: true as const };
        if ('message' in answer) throw new CoreFailure('invalid_request', `Nothing was imported: ${answer.message}.`);
        // Not a failure: the screen asks the do-not-call question, then queues again (the file is kept for it).
        if ('liftsDoNotCall' in answer) return { liftsDoNotCall: answer.liftsDoNotCall };
        // The rows were checked already; what is left is the campaign (gone from the workspace) or a contact deleted meanwhile.
        const problems = answer.problems.map(({ field, message }) => ({ field: field.startsWith('id') && campaignId !== null ? 'campaignId' : field, message }));
        throw new CoreFailure('invalid_request', summarizeProblems('Nothing was imported', problems), problems);
      }
      files.delete(importId);
      if (answer.operations > 0) deps.queued(profile.id);
      return { summary: answer.summary, operations: answer.operations };
    },
    'contactImport.stop': async ({ importId }) => {
      const running = queueing.get(importId);
      running?.stop.abort();
      return { stopping: running !== undefined };
    },
    'contactImport.discard': async ({ importId }) => {
      files.delete(importId);
      return {};
    },
  };
  return {
    handlers,
    async close() {
      const running = [...queueing.values()];
      for (const { stop } of running) stop.abort();
      await Promise.all(running.map(({ done }) => done));
    },
  };
}

export function unavailableContactImportHandlers(): ContactImportHandlers {
  const unavailable = async (): Promise<never> => {
    throw new CoreFailure('unavailable', 'Importing contacts is not available in this run of the app.');
  };
  return {
    'contactImport.begin': unavailable,
    'contactImport.chunk': unavailable,
    'contactImport.preview': unavailable,
    'contactImport.problems': unavailable,
    'contactImport.queue': unavailable,
    'contactImport.stop': async () => ({ stopping: false }),
    'contactImport.discard': async () => ({}),
  };
}
