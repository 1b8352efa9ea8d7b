import { describe, expect, it } from 'vitest';
import { campaignsTakingContacts } from '../../src/renderer/src/contacts/campaign-choices';

/** The campaigns "Add to campaign" offers: those that can still take contacts, drafts first. */
describe('campaigns offered for adding contacts', () => {
  it('leaves out completed and cancelled campaigns, and lists drafts first, then by name', () => {
    const offered = campaignsTakingContacts([
      { id: '1', name: 'Zeta', status: 'active' },
      { id: '2', name: 'Done', status: 'completed' },
      { id: '3', name: 'Stopped', status: 'cancelled' },
      { id: '4', name: 'Beta', status: 'draft' },
      { id: '5', name: 'Alpha', status: 'paused' },
      { id: '6', name: 'Later', status: 'scheduled' },
      { id: '7', name: 'Aardvark', status: 'draft' },
    ]);
    expect(offered.map((campaign) => campaign.name)).toEqual(['Aardvark', 'Beta', 'Alpha', 'Later', 'Zeta']);
  });
});
