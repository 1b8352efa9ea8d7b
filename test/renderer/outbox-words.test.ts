import { describe, expect, it } from 'vitest';
import { outboxEntry } from '../support/outbox-entry';
import type { SyncProgress } from '../../src/shared/contract/contract';
import { conflictRows, editableFields, formatValue } from '../../src/renderer/src/outbox/conflict-fields';
import { describeEntry, discardConsequence, recordNameOf } from '../../src/renderer/src/outbox/describe-entry';
import { entryState, failureAdvice, failureReason } from '../../src/renderer/src/outbox/entry-state';
import { confirmedDoNotCallText, decisionsText, sendNowBlock, shortTime, waitingText } from '../../src/renderer/src/outbox/outbox-words';

/** The Outbox screen's words: what each edit does, where it stands, a conflict side by side, and the status bar's counts. */

const entry = outboxEntry;

describe('what an edit does', () => {
  it('names the changed fields of an update in words, then the tags added and removed', () => {
    expect(describeEntry(entry({ fields: { email: 'ana@example.com', company: 'Acme' } }))).toBe('Update contact Ana Ruiz: email, company');
    expect(describeEntry(entry({ fields: { first_name: 'Ana' }, tags_add: ['vip', 'hot'], tags_remove: ['cold'] }))).toBe(
      'Update contact Ana Ruiz: first name; add tags vip, hot; remove tag cold',
    );
    expect(describeEntry(entry({ op: 'agent.update', label: 'Sales bot', fields: { first_message: 'Hi', is_active: false } }))).toBe(
      'Update agent Sales bot: first message, active or paused',
    );
  });

  it('says a do-not-call change as what it means for the phone', () => {
    expect(describeEntry(entry({ urgent: true, fields: { status: 'dnc' } }))).toBe('Do not call: Ana Ruiz');
    expect(describeEntry(entry({ urgent: true, fields: { status: 'active' } }))).toBe('Calls allowed again: Ana Ruiz');
  });

  it('counts the contacts added to a campaign', () => {
    expect(describeEntry(entry({ op: 'campaign.add_contacts', id: 'campaign_1', label: 'Spring promo', contact_ids: ['a', 'b', 'c'] }))).toBe(
      'Add 3 contacts to campaign Spring promo',
    );
    expect(describeEntry(entry({ op: 'campaign.add_contacts', label: 'Spring promo', contact_ids: ['a'] }))).toBe('Add 1 contact to campaign Spring promo');
  });

  it('names records created here by their own fields, and one the mirror lost by its id', () => {
    const created = entry({ op: 'contact.create', id: 'local_contact_1', label: null, fields: { first_name: 'Ana', last_name: 'Ruiz', phone: '+34600000000' } });
    expect(describeEntry(created)).toBe('Add contact Ana Ruiz');
    expect(describeEntry(entry({ op: 'campaign.create', id: 'local_campaign_1', label: undefined, fields: { name: 'Spring promo' } }))).toBe('Create campaign Spring promo');
    expect(describeEntry(entry({ op: 'contact.delete' }))).toBe('Delete contact Ana Ruiz');
    expect(recordNameOf(entry({ label: null, id: 'contact_9' }))).toBe('(not on this computer, id contact_9)');
    expect(describeEntry(entry({ label: null, fields: { email: 'x@example.com' }, state: 'conflict', problem: { kind: 'deleted_on_server', message: '' } }))).toBe(
      'Update contact (deleted on the service): email',
    );
  });

  it('says what discarding loses', () => {
    expect(discardConsequence(entry({ fields: { email: 'x@example.com' } }))).toMatch(/^The change is lost: it will not be sent, and Ana Ruiz shows the service's version again/);
    expect(discardConsequence(entry({ op: 'contact.create', label: null, fields: { first_name: 'Ana' } }))).toMatch(/^Ana will not be added to the workspace, and the edits that need this contact are discarded too/);
    expect(discardConsequence(entry({ label: null, state: 'conflict', problem: { kind: 'deleted_on_server', message: '' } }))).toMatch(/^Your changes to this contact are lost/);
  });
});

describe('where an edit stands', () => {
  it('tells waiting, sending and in doubt apart', () => {
    expect(entryState(entry({}))).toBe('Waiting to be sent');
    expect(entryState(entry({ waiting_for: 'a record created offline that has not reached the service yet' }))).toBe(
      'Waiting for a record created offline that has not reached the service yet',
    );
    expect(entryState(entry({ attempts: 2, problem: { kind: 'transient', message: 'The service answered 503.' } }))).toBe('Will be tried again: The service answered 503.');
    expect(entryState(entry({ state: 'sending', in_doubt: true }))).toBe('Sending…');
    expect(entryState(entry({ state: 'sending', in_doubt: true, problem: { kind: 'in_doubt', message: 'The connection dropped.' } }))).toBe(
      'Checking with the service whether it arrived',
    );
  });

  it('gives a refusal in the service’s words, and what to do about it', () => {
    const refused = entry({ state: 'failed', problem: { kind: 'invalid', message: 'email: is not a valid address', fields: ['fields.email'] } });
    expect(failureReason(refused)).toBe('email: is not a valid address');
    expect(failureAdvice(refused)).toMatch(/^The service did not accept the email\. Sent again as it is, it would be refused again/);
    expect(failureReason(entry({ state: 'failed', problem: { kind: 'rejected', message: ' ' } }))).toBe('The service refused this edit without saying why.');
    expect(failureAdvice(entry({ state: 'failed', problem: { kind: 'read_only', message: 'read-only key' } }))).toBe('Retry once this workspace has a key that can write.');
  });
});

describe('a conflict side by side', () => {
  const conflict = entry({
    state: 'conflict',
    fields: { email: 'mine@example.com', company: 'Mine Ltd', status: 'dnc' },
    // The status's base is left out, as an edit stored before bases were kept for every field would have it.
    base: { email: 'old@example.com', company: 'Old Ltd' },
    problem: { kind: 'changed_on_server', message: '', fields: ['company', 'status'], theirs: { company: null, status: 'active' } },
  });

  it('lists the conflicting fields with the value when the edit was made, yours and theirs in words', () => {
    expect(conflictRows(conflict)).toEqual([
      { field: 'company', label: 'company', base: 'Old Ltd', mine: 'Mine Ltd', theirs: '(empty)' },
      { field: 'status', label: 'status', base: '(not recorded)', mine: 'Do not call', theirs: 'Active' },
    ]);
    expect(conflictRows(entry({ state: 'conflict', problem: { kind: 'deleted_on_server', message: '' } }))).toEqual([]);
  });

  it('offers a form for text, status and yes/no fields, starting from yours', () => {
    expect(editableFields(conflict)).toEqual([
      { field: 'company', label: 'company', kind: 'text', initial: 'Mine Ltd', theirs: '(empty)' },
      { field: 'status', label: 'status', kind: 'status', initial: 'dnc', theirs: 'Active' },
    ]);
    const agent = entry({ op: 'agent.update', state: 'conflict', fields: { is_active: false }, problem: { kind: 'changed_on_server', message: '', fields: ['is_active'], theirs: { is_active: true } } });
    expect(editableFields(agent)).toEqual([{ field: 'is_active', label: 'active or paused', kind: 'boolean', initial: false, theirs: 'Yes' }]);
  });

  it('offers no form when a conflicting field is a list, nor for a record deleted on the service', () => {
    const lists = entry({
      op: 'agent.update',
      state: 'conflict',
      fields: { custom_instructions: ['Be brief'] },
      problem: { kind: 'changed_on_server', message: '', fields: ['custom_instructions'], theirs: { custom_instructions: ['Be kind'] } },
    });
    expect(editableFields(lists)).toBeUndefined();
    expect(editableFields(entry({ state: 'conflict', fields: { company: 'X' }, problem: { kind: 'deleted_on_server', message: '' } }))).toBeUndefined();
  });

  it('writes values as text', () => {
    expect(formatValue(['a', 'b'], 'tags')).toBe('a, b');
    expect(formatValue([], 'tags')).toBe('(none)');
    expect(formatValue(true, 'is_active')).toBe('Yes');
    expect(formatValue({ monday: { enabled: false } }, 'business_hours')).toBe('{"monday":{"enabled":false}}');
    expect(formatValue('<b>bold</b>', 'company')).toBe('<b>bold</b>');
  });
});

describe('the outbox in the status bar and around Send now', () => {
  it('counts edits waiting and edits that need a decision, and says nothing for none', () => {
    expect(waitingText({ pending: 3 })).toBe('3 edits waiting to be sent');
    expect(waitingText({ pending: 1 })).toBe('1 edit waiting to be sent');
    expect(waitingText({ pending: 0 })).toBeUndefined();
    expect(decisionsText({ failed: 1, conflicts: 1 })).toBe('2 edits need your decision');
    expect(decisionsText({ failed: 0, conflicts: 1 })).toBe('1 edit needs your decision');
    expect(decisionsText(undefined)).toBeUndefined();
  });

  it('says when a do-not-call reached the service: the time today, the day too before', () => {
    const now = new Date(2026, 2, 2, 15, 0);
    const today = new Date(2026, 2, 2, 10, 42).toISOString();
    expect(shortTime(today, now)).toMatch(/10.42/);
    expect(shortTime(today, now)).not.toMatch(/Mar/);
    expect(shortTime(new Date(2026, 1, 27, 10, 42).toISOString(), now)).toMatch(/27/);
    expect(confirmedDoNotCallText({ status: 'dnc', confirmed_at: today }, 'Ana Ruiz', now)).toBe(`Do-not-call for Ana Ruiz reached the service at ${shortTime(today, now)}.`);
  });

  it('gives the reason Send now cannot be pressed', () => {
    const sync = (phase: SyncProgress['phase'], online: boolean | null): SyncProgress => ({
      profileId: 'p',
      phase,
      resource: null,
      done: 0,
      total: null,
      requestsLeftInWindow: null,
      etaSeconds: null,
      message: null,
      online,
    });
    expect(sendNowBlock({ keyPermission: 'write', sync: sync('idle', true), pending: 2 })).toBeUndefined();
    expect(sendNowBlock({ keyPermission: 'read', sync: sync('idle', true), pending: 2 })).toMatch(/can only read/);
    expect(sendNowBlock({ keyPermission: 'unknown', sync: sync('needs_key', true), pending: 2 })).toMatch(/key is needed again/);
    expect(sendNowBlock({ keyPermission: 'unknown', sync: sync('offline', false), pending: 2 })).toMatch(/could not be reached/);
    expect(sendNowBlock({ keyPermission: 'unknown', sync: null, pending: 0 })).toBe('Nothing is waiting to be sent.');
  });
});
