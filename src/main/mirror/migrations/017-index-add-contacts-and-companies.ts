import type { Database } from 'better-sqlite3';
import type { Migration } from './migration';

/**
 * Two reads that went through every row, each given an index that answers it.
 *
 * - `outbox_open_add_contacts`: the open add-contacts operations. They are
 *   read whenever records created here leave the outbox unsent (a held
 *   import discarded, step by step: src/main/outbox/abandoned-batches.ts)
 *   and whenever a create is acknowledged (its local id rewritten in the
 *   lists that name it: outbox-store.ts's retargetOperations). No index
 *   served `kind = 'campaign.add_contacts' AND state <> 'done'`, so each
 *   read every operation of the outbox: tens of thousands while an import
 *   of that size waits to be sent, once for each of its acknowledgements.
 *   Partial, so the other kinds of operation (all of an import) never
 *   write to it.
 * - `contacts_by_company_name`: the company filter's choices (the companies
 *   and their number of contacts, contacts-queries.ts's
 *   listContactCompanies) grouped along `contacts_by_company` but read each
 *   contact's row for its spelling and its id. Covering those, the groups
 *   come from the index alone. `contacts_by_company` stays: the list sorted
 *   by company pages along it (company_sort, then row_id).
 */
const SQL = `
CREATE INDEX outbox_open_add_contacts ON outbox_ops (seq) WHERE kind = 'campaign.add_contacts' AND state <> 'done';
CREATE INDEX contacts_by_company_name ON contacts (company_sort, company, id);
`;

export const indexAddContactsAndCompanies: Migration = {
  version: 17,
  name: 'index-add-contacts-and-companies',
  up(db: Database) {
    db.exec(SQL);
  },
};
