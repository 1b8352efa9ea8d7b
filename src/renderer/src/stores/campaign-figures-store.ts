import { createSignal } from 'solid-js';
import type { CampaignFigures } from '../../../shared/contract/campaign-figures-methods';
import type { CoreClient } from '../api/core-client';
import { createOpenRecordReader, type OpenRecordSource } from './open-record-reader';

/** The open campaign's known calls and outcome mix (open-record-reader.ts); figures of another campaign go as soon as it opens. */
export function createCampaignFiguresStore(client: CoreClient, campaign: OpenRecordSource) {
  const [figures, setFigures] = createSignal<CampaignFigures | undefined>();
  const reader = createOpenRecordReader(campaign, {
    read: (id) => client.call('campaigns.figures', { id }),
    show: setFigures,
    starting: (_id, quiet) => {
      if (!quiet) setFigures(undefined);
    },
  });
  return { figures, problem: reader.problem, open: reader.open, refresh: reader.refresh };
}

export type CampaignFiguresStore = ReturnType<typeof createCampaignFiguresStore>;
