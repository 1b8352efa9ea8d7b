import { z } from 'zod';
import { duplicateChoice } from '../contact-import/import-plan';
import { importField } from '../contact-import/import-fields';

/**
 * Importing contacts from a CSV file (the Import screen), spread into
 * `methods` in contract.ts. The file's bytes travel in pieces
 * (`contactImport.begin`, then `contactImport.chunk` in order), each well
 * under the browser-mode socket's 1 MiB frame, so a 50,000-row file (about
 * 5 MB) takes a dozen requests and no door needs a larger frame. The core
 * keeps the file while the screen is open, reads and checks it on a worker
 * thread, and queues it as one outbox batch.
 */

const importId = z.string().min(1).max(100);
/** Raw bytes per chunk: 512 KiB, base64 about 700 kB. */
export const IMPORT_CHUNK_BYTES = 512 * 1024;
/** The largest file taken: 200,000 rows of a wide export, and then some. */
export const IMPORT_MAX_BYTES = 64 * 1024 * 1024;
const count = z.number().int().nonnegative();
const mapping = z.array(importField).min(1).max(500);

export const importSummary = z.object({ created: count, updated: count, skipped: count, problems: count });

export const importPreview = z.object({
  importId,
  fileName: z.string(),
  encoding: z.string(),
  delimiter: z.string(),
  header: z.array(z.string()),
  guessed: z.array(importField),
  mapping: z.array(importField),
  mappingProblem: z.string().nullable(),
  /** The first rows, as in the file. */
  sample: z.array(z.array(z.string())),
  rows: count,
  /** The first rows with problems and why; `problemCount` says how many there are. */
  problems: z.array(z.object({ line: count, cells: z.array(z.string()), reasons: z.array(z.string()) })),
  problemCount: count,
  /** Rows naming their contact by id (an export, edited), each an update. */
  byId: count,
  /** The first groups of duplicates; the others follow the default choice. */
  groups: z.array(
    z.object({
      key: z.string(),
      lines: z.array(count),
      names: z.array(z.string()),
      existing: z.object({ id: z.string(), name: z.string() }).nullable(),
      reason: z.string(),
    }),
  ),
  /** Groups beyond those listed, by kind, with their rows: enough for the summary. */
  moreGroups: z.object({ existing: z.object({ groups: count, rows: count }), fileOnly: z.object({ groups: count, rows: count }) }),
});

const choices = {
  importId,
  mapping,
  defaultChoice: duplicateChoice,
  choices: z.record(z.string().max(100), duplicateChoice),
  tags: z.array(z.string().trim().min(1, { message: 'must not be empty' }).max(100)).max(50),
  campaignId: z.string().trim().min(1).max(500).nullable(),
  /** The user agreed that contacts marked do not call may be set Active by this import (asked when `contactImport.queue` said it would). */
  allowCallsAgain: z.boolean().optional(),
};

export const contactImportMethods = {
  /** Starts receiving a file. */
  'contactImport.begin': { input: z.object({ fileName: z.string().trim().min(1).max(500), size: z.number().int().positive().max(IMPORT_MAX_BYTES) }), output: z.object({ importId }) },
  /** The next piece of the file, base64. */
  'contactImport.chunk': { input: z.object({ importId, index: count, data: z.string().max(Math.ceil(IMPORT_CHUNK_BYTES / 3) * 4) }), output: z.object({ received: count }) },
  /** Reads and checks the whole file: with the guessed mapping, or the one given. */
  'contactImport.preview': { input: z.object({ importId, mapping: mapping.optional() }), output: importPreview },
  /** The rows with problems as CSV (the file's columns and a reason), to fix and import again. */
  'contactImport.problems': { input: z.object({ importId, mapping }), output: z.object({ fileName: z.string(), csv: z.string() }) },
  /**
   * Queues the import as one outbox batch; the file is then forgotten. Nothing is queued, and `liftsDoNotCall`
   * says how many contacts, when it would set Active contacts marked do not call and `allowCallsAgain` is not
   * given: the screen asks first, as everywhere do-not-call is turned off, and queues again with it.
   */
  'contactImport.queue': {
    input: z.object(choices),
    output: z.union([
      z.object({ summary: importSummary, operations: count }),
      z.object({ liftsDoNotCall: z.number().int().positive() }),
      /** `contactImport.stop` came before the batch was released: nothing of it is in the outbox (the file is kept, to import again). */
      z.object({ stopped: z.literal(true) }),
    ]),
  },
  /**
   * Stops the import being queued: `contactImport.queue` then answers `stopped`, having discarded what it wrote, or, when
   * the batch was released first, that it is queued. `stopping` is false when no import of this file is being queued.
   */
  'contactImport.stop': { input: z.object({ importId }), output: z.object({ stopping: z.boolean() }) },
  /** Forgets a file the user did not import. */
  'contactImport.discard': { input: z.object({ importId }), output: z.object({}) },
} as const;

/** While `contactImport.queue` runs on a file large enough to be queued in steps: contacts queued so far (held, not sendable until all are). */
export const contactImportProgress = z.object({ profileId: z.string(), importId, queued: count, total: count });

export type ContactImportMethodName = keyof typeof contactImportMethods;
export type ImportPreview = z.infer<typeof importPreview>;
export type ImportGroupRow = ImportPreview['groups'][number];
