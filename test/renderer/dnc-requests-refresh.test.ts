import { createRoot } from 'solid-js';
import { describe, expect, it } from 'vitest';
import type { CoreClient } from '../../src/renderer/src/api/core-client';
import { createDncRequestsStore } from '../../src/renderer/src/stores/dnc-requests-store';
import type { DncRequest } from '../../src/shared/contract/dnc-request-methods';

/**
 * The Do-not-call requests screen reads its list again when it opens on the
 * list it kept, and after every change. The requests that did not change
 * keep their objects, so their cards are not redrawn: a redrawn card loses
 * the keyboard's focus (an e2e test lost it between a card's link and the
 * arrow key that should have moved to the next card).
 */
function request(callId: string, contactId: string | null, sentence: string): DncRequest {
  return {
    callId,
    startedAt: '2026-11-25T10:00:00Z',
    sentence,
    turn: sentence,
    start: 0,
    end: sentence.length,
    contactId,
    contactName: contactId === null ? null : `Name of ${contactId}`,
    contactStatus: contactId === null ? null : 'active',
    statusWaiting: false,
    dismissed: false,
  };
}

/** A core whose list is read afresh (new objects) at each request. */
function coreWith(state: { contacts: DncRequest[]; withoutContact: DncRequest[] }): CoreClient {
  const answers: Record<string, () => unknown> = {
    'dncRequests.list': () => structuredClone(state),
    'dncRequests.count': () => ({ contacts: state.contacts.length, withoutContact: state.withoutContact.length }),
    'profiles.list': () => ({ activeId: 'p1', profiles: [] }),
  };
  return {
    call: (async (method: string) => ({ ok: true, value: answers[method]?.() ?? {} })) as CoreClient['call'],
    on: () => () => undefined,
    close: () => undefined,
  };
}

describe('the do-not-call requests list read again', () => {
  it('keeps the requests that did not change and takes the ones that did', async () => {
    const state = { contacts: [request('call_1', 'contact_1', 'Stop calling me.'), request('call_2', 'contact_2', 'Take me off your list.')], withoutContact: [request('call_3', null, 'Remove me.')] };
    await createRoot(async (dispose) => {
      const store = createDncRequestsStore(coreWith(state), { readOnly: () => false, online: () => true });
      const stop = store.attach();
      await expect.poll(() => store.list()?.contacts.length).toBe(2);
      const before = store.list()!;

      // Opened again on the list kept: read again, nothing changed.
      stop();
      const stopAgain = store.attach();
      await expect.poll(() => store.list()).not.toBe(before);
      const same = store.list()!;
      expect(same.contacts[0]).toBe(before.contacts[0]);
      expect(same.contacts[1]).toBe(before.contacts[1]);
      expect(same.withoutContact[0]).toBe(before.withoutContact[0]);

      // The second request was dismissed elsewhere; a new one came in first.
      state.contacts = [request('call_4', 'contact_4', "Don't call again."), state.contacts[0]!];
      stopAgain();
      store.attach();
      await expect.poll(() => store.list()?.contacts.map((item) => item.callId)).toEqual(['call_4', 'call_1']);
      expect(store.list()!.contacts[1]).toBe(before.contacts[0]);
      dispose();
    });
  });
});

describe('the next page of do-not-call requests', () => {
  it('is asked for again when the list was read again while it was on its way (the screen, seeing the same cards, would not ask)', async () => {
    const first = Array.from({ length: 3 }, (_, index) => request(`call_${index}`, `contact_${index}`, 'Stop calling me.'));
    const second = [request('call_3', 'contact_3', 'Take me off your list.')];
    const pages: (() => void)[] = [];
    const client: CoreClient = {
      call: (async (method: string) => {
        if (method === 'dncRequests.list') return { ok: true, value: { contacts: structuredClone(first), withoutContact: [], contactsNext: 'after_2' } };
        if (method === 'dncRequests.count') return { ok: true, value: { contacts: 4, withoutContact: 0 } };
        if (method === 'dncRequests.page') {
          await new Promise<void>((resolve) => pages.push(resolve));
          return { ok: true, value: { rows: structuredClone(second) } };
        }
        return { ok: true, value: method === 'profiles.list' ? { activeId: 'p1', profiles: [] } : {} };
      }) as CoreClient['call'],
      on: () => () => undefined,
      close: () => undefined,
    };
    await createRoot(async (dispose) => {
      const store = createDncRequestsStore(client, { readOnly: () => false, online: () => true });
      const stop = store.attach();
      await expect.poll(() => store.list()?.contacts.length).toBe(3);
      const loading = store.loadMore('contacts');
      await expect.poll(() => pages.length).toBe(1);
      // Read again meanwhile (opened again, as after a change): the page on its way belongs to the list replaced.
      stop();
      store.attach();
      pages[0]!();
      // Asked for again from the new list's end, and shown.
      await expect.poll(() => pages.length).toBe(2);
      pages[1]!();
      await loading;
      expect(store.list()?.contacts.map((item) => item.callId)).toEqual(['call_0', 'call_1', 'call_2', 'call_3']);
      dispose();
    });
  });
});
