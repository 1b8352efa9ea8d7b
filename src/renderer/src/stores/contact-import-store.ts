import { batch, createMemo, createSignal } from 'solid-js';
import { importSummary, type DuplicateChoice, type ImportSummary } from '../../../shared/contact-import/import-plan';
import type { ImportField } from '../../../shared/contact-import/import-fields';
import { IMPORT_MAX_BYTES, type ImportPreview } from '../../../shared/contract/contact-import-methods';
import type { CoreError } from '../../../shared/contract/result';
import type { CampaignChoice } from '../../../shared/contract/query-methods';
import { batchCostText, contactBatchRequests, estimateBatchCost, type OutboxPace } from '../../../shared/outbox/batch-cost';
import { readOutboxPace } from './outbox-pace';
import type { CoreClient } from '../api/core-client';
import { downloadFile } from '../calls/download-file';
import { sendImportFile } from './send-import-file';

/**
 * The Import screen's state: the file chosen (or dropped on the window),
 * sent to the core in pieces and read there; the mapping, the duplicate
 * choices, the tags and campaign; the summary and cost, worked out here
 * from the preview as the user chooses; and the queuing, with its progress
 * (`contactImport.progress` events, listened to only while it runs) and
 * the Stop that leaves nothing of it queued.
 */
export type ImportPhase = 'reading' | 'ready' | 'queueing' | 'queued';

/** Contacts queued so far of all, while an import is being queued. */
export interface QueueProgress {
  queued: number;
  total: number;
}

export interface QueuedImport {
  fileName: string;
  summary: ImportSummary;
  operations: number;
}

/** Campaigns that can still take contacts. */
const CLOSED_CAMPAIGNS = new Set(['completed', 'cancelled']);

export function createContactImportStore(client: CoreClient) {
  const [open, setOpen] = createSignal(false);
  const [phase, setPhase] = createSignal<ImportPhase>('reading');
  const [fileName, setFileName] = createSignal('');
  const [preview, setPreview] = createSignal<ImportPreview | undefined>();
  const [error, setError] = createSignal<CoreError | undefined>();
  const [defaultChoice, setDefaultChoice] = createSignal<DuplicateChoice>('skip');
  const [choices, setChoices] = createSignal<Record<string, DuplicateChoice>>({});
  const [tags, setTags] = createSignal('');
  const [campaignId, setCampaignId] = createSignal<string | null>(null);
  const [campaigns, setCampaigns] = createSignal<CampaignChoice[]>([]);
  const [queued, setQueued] = createSignal<QueuedImport | undefined>();
  const [liftsDoNotCall, setLiftsDoNotCall] = createSignal<number | undefined>();
  const [progress, setProgress] = createSignal<QueueProgress | undefined>();
  const [stopping, setStopping] = createSignal(false);
  const [stopped, setStopped] = createSignal(false);
  let reading = 0;
  /** Stop was pressed for the import being queued (the core's acknowledgement sets `stopping`). */
  let stopAsked = false;

  const tagList = () => [...new Set(tags().split(',').map((tag) => tag.trim()).filter((tag) => tag !== ''))];

  const summary = createMemo((): ImportSummary | undefined => {
    const shown = preview();
    if (shown === undefined) return undefined;
    const groups = shown.groups.map((group) => ({ key: group.key, rows: group.lines.length, existing: group.existing !== null }));
    const chosen = { defaultChoice: defaultChoice(), choices: choices() };
    const listed = importSummary(shown.rows, shown.problemCount, groups, chosen, shown.byId);
    // Groups beyond the listed ones follow the default.
    const more = moreGroupsEffect(shown.moreGroups, defaultChoice());
    return { created: listed.created + more.created, updated: listed.updated + more.updated, skipped: listed.skipped + more.skipped, problems: listed.problems };
  });
  const [pace, setPace] = createSignal<OutboxPace | undefined>();
  /** The cost line every batch dialog states (shared/outbox/batch-cost.ts): contacts, requests, time at the rate limit behind the backlog. */
  const costText = () => {
    const counted = summary();
    const known = pace();
    if (counted === undefined || known === undefined) return undefined;
    const contacts = counted.created + counted.updated;
    const requests =
      contactBatchRequests('create', counted.created) +
      contactBatchRequests('update', counted.updated, known.workspaceContacts) +
      (campaignId() === null ? 0 : contactBatchRequests('add-to-campaign', contacts));
    return batchCostText(estimateBatchCost({ contacts, requests }, known), known);
  };

  async function start(file: File) {
    const ticket = ++reading;
    batch(() => {
      setOpen(true);
      setPhase('reading');
      setFileName(file.name);
      setPreview(undefined);
      setError(undefined);
      setChoices({});
      setQueued(undefined);
      setStopped(false);
    });
    void loadCampaigns();
    void readOutboxPace(client).then(setPace);
    if (file.size === 0) return fail(ticket, `${file.name} is empty: it needs a header row and a row per contact.`);
    if (file.size > IMPORT_MAX_BYTES) return fail(ticket, `${file.name} is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB; split it into smaller files.`);
    const sent = await sendImportFile(client, file, () => ticket === reading);
    if (!sent.ok) return 'abandoned' in sent ? undefined : fail(ticket, sent.error);
    await read(ticket, sent.importId);
  }

  async function read(ticket: number, importId: string, mapping?: ImportField[]) {
    const answer = await client.call('contactImport.preview', mapping === undefined ? { importId } : { importId, mapping });
    if (ticket !== reading) return;
    if (!answer.ok) return fail(ticket, answer.error);
    batch(() => {
      setPreview(answer.value);
      setPhase('ready');
    });
  }

  function fail(ticket: number, problem: CoreError | string) {
    if (ticket !== reading) return;
    batch(() => {
      setError(typeof problem === 'string' ? { code: 'invalid_request', message: problem } : problem);
      setPhase('ready');
    });
  }

  async function loadCampaigns() {
    const answer = await client.call('campaigns.list', {});
    if (answer.ok) setCampaigns(answer.value.campaigns.filter((campaign) => !CLOSED_CAMPAIGNS.has(campaign.status)));
  }

  async function queue(allowCallsAgain: boolean) {
    const shown = preview();
    if (shown === undefined || phase() !== 'ready') return;
    const counted = summary();
    const contacts = counted === undefined ? 0 : counted.created + counted.updated;
    stopAsked = false;
    batch(() => {
      setPhase('queueing');
      setError(undefined);
      setStopped(false);
      setStopping(false);
      setProgress({ queued: 0, total: contacts });
    });
    // The core counts records (a contact added to a campaign is two): shown as the share of the contacts.
    const listening = client.on('contactImport.progress', (event) => {
      if (event.importId === shown.importId && event.total > 0) setProgress({ queued: Math.min(contacts, Math.round((contacts * event.queued) / event.total)), total: contacts });
    });
    const answer = await client.call('contactImport.queue', {
      importId: shown.importId,
      mapping: shown.mapping,
      defaultChoice: defaultChoice(),
      choices: choices(),
      tags: tagList(),
      campaignId: campaignId(),
      ...(allowCallsAgain ? { allowCallsAgain } : {}),
    });
    listening();
    batch(() => {
      setProgress(undefined);
      setStopping(false);
      if (!answer.ok) {
        setError(answer.error);
        setPhase('ready');
        return;
      }
      if ('stopped' in answer.value) {
        setPhase('ready');
        setStopped(true);
        return;
      }
      if ('liftsDoNotCall' in answer.value) {
        setPhase('ready');
        setLiftsDoNotCall(answer.value.liftsDoNotCall);
        return;
      }
      setQueued({ fileName: shown.fileName, ...answer.value });
      setPreview(undefined);
      setPhase('queued');
    });
  }

  return {
    open,
    phase,
    fileName,
    preview,
    error,
    defaultChoice,
    setDefaultChoice,
    choiceOf: (key: string) => choices()[key] ?? defaultChoice(),
    choose: (key: string, choice: DuplicateChoice) => setChoices((current) => ({ ...current, [key]: choice })),
    tags,
    setTags,
    tagList,
    campaignId,
    setCampaignId,
    campaigns,
    summary,
    costText,
    queued,
    /** While queued: how far it is. */
    progress,
    stopping,
    /** The last import was stopped before it was queued: nothing of it is in the outbox. */
    stopped,
    /** Stops the import being queued; the answer to the queuing says whether it stopped in time (nothing queued) or was queued already. */
    async stop() {
      const shown = preview();
      if (shown === undefined || phase() !== 'queueing' || stopAsked) return;
      stopAsked = true;
      const answer = await client.call('contactImport.stop', { importId: shown.importId });
      if (!answer.ok) {
        stopAsked = false;
        return setError(answer.error);
      }
      // Said only once the core has it (false: it was queued whole just before, as its answer will say).
      if (answer.value.stopping && phase() === 'queueing') setStopping(true);
    },
    start,
    /** A column's field changed: the file is read again with the new mapping (the duplicate choices start afresh). */
    async setField(index: number, field: ImportField) {
      const shown = preview();
      if (shown === undefined) return;
      const mapping = shown.mapping.map((current, at) => (at === index ? field : current));
      const ticket = ++reading;
      batch(() => {
        setPreview({ ...shown, mapping });
        setPhase('reading');
        setChoices({});
      });
      await read(ticket, shown.importId, mapping);
    },
    async downloadProblems() {
      const shown = preview();
      if (shown === undefined) return;
      const answer = await client.call('contactImport.problems', { importId: shown.importId, mapping: shown.mapping });
      if (!answer.ok) return setError(answer.error);
      downloadFile(answer.value.fileName, [answer.value.csv], 'text/csv;charset=utf-8');
    },
    /** Contacts marked do not call the file would set Active: while set, the screen asks before queuing (allow-calls-dialog.tsx). */
    liftsDoNotCall,
    /** The answer to that question: yes queues with the user's agreement, no leaves the import as it was. */
    answerAllowCalls(yes: boolean) {
      setLiftsDoNotCall(undefined);
      if (yes) void queue(true);
    },
    queue: () => queue(false),
    close() {
      const shown = preview();
      reading += 1;
      if (shown !== undefined && phase() !== 'queued') void client.call('contactImport.discard', { importId: shown.importId });
      batch(() => {
        setOpen(false);
        setPreview(undefined);
        setError(undefined);
        setTags('');
        setCampaignId(null);
        setDefaultChoice('skip');
        setLiftsDoNotCall(undefined);
        setStopped(false);
      });
    },
  };
}

export type ContactImportStore = ReturnType<typeof createContactImportStore>;

/** What the unlisted groups change in the summary, all following the default choice (as importSummary counts a group). */
function moreGroupsEffect(more: ImportPreview['moreGroups'], choice: DuplicateChoice): Omit<ImportSummary, 'problems'> {
  if (choice === 'create') return { created: 0, updated: 0, skipped: 0 };
  const { existing, fileOnly } = more;
  const folded = fileOnly.rows - fileOnly.groups;
  if (choice === 'skip') return { created: -existing.rows - folded, updated: 0, skipped: existing.rows + folded };
  return { created: -existing.rows - folded, updated: existing.groups, skipped: existing.rows - existing.groups + folded };
}
