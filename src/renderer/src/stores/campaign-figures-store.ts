import { createSignal } from 'solid-js';
import type { CampaignFigures } from '../../../shared/contract/campaign-figures-methods';
import type { CoreClient } from '../api/core-client';

/** The open campaign's known calls and outcome mix; a reply for a campaign no longer open is dropped. */
export function createCampaignFiguresStore(client: CoreClient) {
  const [figures, setFigures] = createSignal<CampaignFigures | undefined>();
  const [problem, setProblem] = createSignal<string | undefined>();
  let openId: string | null = null;
  let generation = 0;

  async function load(id: string | null, quiet = false) {
    const mine = ++generation;
    openId = id;
    if (!quiet) setFigures(undefined);
    if (id === null) return;
    const reply = await client.call('campaigns.figures', { id });
    if (mine !== generation) return;
    if (reply.ok) {
      setFigures(reply.value);
      setProblem(undefined);
    } else setProblem(reply.error.message);
  }
  return { figures, problem, open: (id: string | null) => load(id), refresh: () => (openId === null ? undefined : load(openId, true)) };
}

export type CampaignFiguresStore = ReturnType<typeof createCampaignFiguresStore>;
