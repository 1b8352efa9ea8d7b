import { createSignal } from 'solid-js';
import type { CampaignMember, ContactCampaign } from '../../../shared/contract/membership-methods';
import type { CoreClient } from '../api/core-client';

/**
 * Campaign membership as the app knows it (the API lists no campaign's
 * contacts): a contact's campaigns, and a campaign's contacts page by page.
 * A reply for a record no longer open is dropped.
 */

export type MembershipState = 'idle' | 'loading' | 'ready' | 'error';

export function createContactCampaignsStore(client: CoreClient) {
  const [campaigns, setCampaigns] = createSignal<ContactCampaign[]>([]);
  const [state, setState] = createSignal<MembershipState>('idle');
  const [problem, setProblem] = createSignal<string | undefined>();
  let openId: string | null = null;
  let generation = 0;

  async function load(id: string | null, quiet = false) {
    const mine = ++generation;
    openId = id;
    if (id === null) {
      setCampaigns([]);
      setState('idle');
      return;
    }
    if (!quiet) setState('loading');
    const reply = await client.call('contacts.campaigns', { id });
    if (mine !== generation) return;
    if (reply.ok) {
      setCampaigns(reply.value.campaigns);
      setProblem(undefined);
      setState('ready');
    } else {
      setProblem(reply.error.message);
      setState('error');
    }
  }
  return { campaigns, state, problem, open: (id: string | null) => load(id), refresh: () => (openId === null ? undefined : load(openId, true)) };
}

export const MEMBERS_PAGE = 200;

export function createCampaignMembersStore(client: CoreClient) {
  const [rows, setRows] = createSignal<CampaignMember[]>([]);
  const [total, setTotal] = createSignal(0);
  const [nextCursor, setNextCursor] = createSignal<string | null>(null);
  const [state, setState] = createSignal<MembershipState>('idle');
  const [problem, setProblem] = createSignal<string | undefined>();
  let openId: string | null = null;
  let generation = 0;
  let loadingMore = false;

  /** The first pages again, as many as were shown, so a refresh keeps the scroll. */
  async function load(id: string | null, quiet = false) {
    const mine = ++generation;
    openId = id;
    loadingMore = false;
    if (id === null) {
      setRows([]);
      setTotal(0);
      setState('idle');
      return;
    }
    if (!quiet) setState('loading');
    const wanted = Math.max(MEMBERS_PAGE, quiet ? rows().length : 0);
    const reply = await client.call('campaigns.contacts', { id, limit: Math.min(wanted, 500) });
    if (mine !== generation) return;
    if (!reply.ok) {
      setProblem(reply.error.message);
      setState('error');
      return;
    }
    setRows(reply.value.rows);
    setTotal(reply.value.total);
    setNextCursor(reply.value.nextCursor);
    setProblem(undefined);
    setState('ready');
  }

  async function loadMore() {
    const after = nextCursor();
    if (openId === null || after === null || loadingMore) return;
    loadingMore = true;
    const mine = generation;
    const reply = await client.call('campaigns.contacts', { id: openId, after, limit: MEMBERS_PAGE });
    loadingMore = false;
    if (mine !== generation) return;
    if (!reply.ok) {
      setProblem(reply.error.message);
      return;
    }
    setRows([...rows(), ...reply.value.rows]);
    setTotal(reply.value.total);
    setNextCursor(reply.value.nextCursor);
  }

  return { rows, total, nextCursor, state, problem, loadMore, open: (id: string | null) => load(id), refresh: () => (openId === null ? undefined : load(openId, true)) };
}

export type ContactCampaignsStore = ReturnType<typeof createContactCampaignsStore>;
export type CampaignMembersStore = ReturnType<typeof createCampaignMembersStore>;
