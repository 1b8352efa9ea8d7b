import type { Database } from 'better-sqlite3';
import type { Migration } from './migration';

/**
 * Do-not-call requests: for each call whose caller asked not to be called
 * again, the first caller turn that asked (its `position` in the transcript),
 * the sentence (`text`) and where it stands in the turn (`start`, `end`,
 * end exclusive), found by src/shared/dnc/dnc-request.ts. Written by sync in
 * the transaction that stores the transcript (dnc-requests.ts), so it is
 * never out of step with it, and removed with the call (CASCADE).
 * `dismissed_at` is the user's: a dismissed request is kept, and stays
 * dismissed when the transcript is stored again.
 *
 * Transcripts stored before this step are scanned after it, in short steps
 * on the sync worker (`scanDncRequestsStep`): the checkpoint added here
 * says where the scan stands (`below`: the call key to continue under,
 * null for the top) and is removed when it is done. Scanning a whole mirror
 * in the migration would hold the app's start for as long as it takes.
 */
const SQL = `
CREATE TABLE dnc_requests (
  call_row INTEGER PRIMARY KEY REFERENCES calls (row_id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  text TEXT NOT NULL,
  start INTEGER NOT NULL,
  "end" INTEGER NOT NULL,
  dismissed_at TEXT
) STRICT;

INSERT INTO sync_checkpoints (key, value_json, updated_at)
SELECT 'dnc-requests-scan', '{"below":null}', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE EXISTS (SELECT 1 FROM calls WHERE detail_fetched_at IS NOT NULL);
`;

export const createDncRequests: Migration = {
  version: 13,
  name: 'create-dnc-requests',
  up(db: Database) {
    db.exec(SQL);
  },
};
