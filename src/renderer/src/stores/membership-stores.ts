import { createSignal } from 'solid-js';
import type { CampaignMember, ContactCampaign } from '../../../shared/contract/membership-methods';
import type { CoreClient } from '../api/core-client';
import { createOpenRecordReader, type OpenRecordReadState, type OpenRecordSource } from './open-record-reader';

/**
 * Campaign membership as the app knows it (the API lists no campaign's
 * contacts): the open contact's campaigns, and the open campaign's contacts
 * page by page, read as open-record-reader.ts reads (a reply for a record no
 * longer open is dropped).
 */

export type MembershipState = OpenRecordReadState;

export function createContactCampaignsStore(client: CoreClient, contact: OpenRecordSource) {
  const [campaigns, setCampaigns] = createSignal<ContactCampaign[]>([]);
  const reader = createOpenRecordReader(contact, {
    read: (id) => client.call('contacts.campaigns', { id }),
    show: (value) => setCampaigns(value.campaigns),
    starting: (id) => {
      if (id === null) setCampaigns([]);
    },
  });
  return { campaigns, state: reader.state, problem: reader.problem, open: reader.open, refresh: reader.refresh };
}

export const MEMBERS_PAGE = 200;

export function createCampaignMembersStore(client: CoreClient, campaign: OpenRecordSource) {
  const [rows, setRows] = createSignal<CampaignMember[]>([]);
  const [total, setTotal] = createSignal(0);
  const [nextCursor, setNextCursor] = createSignal<string | null>(null);
  let loadingMore = false;

  const reader = createOpenRecordReader(campaign, {
    // The first pages again, as many as were shown, so a refresh keeps the scroll.
    read: (id, quiet) => client.call('campaigns.contacts', { id, limit: Math.min(Math.max(MEMBERS_PAGE, quiet ? rows().length : 0), 500) }),
    show: (value) => {
      setRows(value.rows);
      setTotal(value.total);
      setNextCursor(value.nextCursor);
    },
    starting: (id) => {
      loadingMore = false;
      if (id === null) {
        setRows([]);
        setTotal(0);
      }
    },
  });

  async function loadMore() {
    const after = nextCursor();
    const id = reader.openId();
    if (id === null || after === null || loadingMore) return;
    loadingMore = true;
    const mine = reader.generation();
    const reply = await client.call('campaigns.contacts', { id, after, limit: MEMBERS_PAGE });
    loadingMore = false;
    if (mine !== reader.generation()) return;
    if (!reply.ok) {
      reader.setProblem(reply.error.message);
      return;
    }
    setRows([...rows(), ...reply.value.rows]);
    setTotal(reply.value.total);
    setNextCursor(reply.value.nextCursor);
  }

  return { rows, total, nextCursor, state: reader.state, problem: reader.problem, loadMore, open: reader.open, refresh: reader.refresh };
}

export type ContactCampaignsStore = ReturnType<typeof createContactCampaignsStore>;
export type CampaignMembersStore = ReturnType<typeof createCampaignMembersStore>;
