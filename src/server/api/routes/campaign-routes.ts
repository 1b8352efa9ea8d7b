import type { FastifyInstance } from 'fastify';
import { campaignAddContactsBody, campaignCreateBody } from '../../../shared/api/index';
import { addContactsToCampaign, createCampaign, startCampaign } from '../../operations/campaign-operations';
import { countCampaigns, getCampaign, listCampaigns } from '../../store/campaigns';
import { notFound, validationError } from '../api-error';
import { workspaceOf, type ServerContext } from '../context';
import { requireId } from '../id-parameters';
import { listEnvelope, parsePaging } from '../paging';
import { parseBody } from '../request-body';
import { campaignListView, campaignStartView, campaignView } from '../views/campaign-view';

type CampaignParams = { Params: { campaign_id: string } };

/**
 * The only campaign mode the spec shows. Others are refused (422) rather than
 * stored, since the sandbox could not simulate them.
 */
const CAMPAIGN_MODES = ['outbound'];

/**
 * Spec 4.2. Responses the spec does not show: create is 201
 * `{ data: campaign }`; add-contacts is 200 `{ data: { campaign_id, added,
 * already_present, total_contacts } }`. Start is permission-gated (spec 5.6):
 * it spends the workspace's money, so it needs a key with an owning user.
 */
export function registerCampaignRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.get('/v1/campaigns', { config: { access: 'read' } }, (request) => {
    const workspaceId = workspaceOf(request);
    const paging = parsePaging(request.query as Record<string, unknown>);
    const items = listCampaigns(db, workspaceId, paging.perPage, paging.offset).map(campaignListView);
    // The spec's campaign list example has no meta; we always send it.
    return listEnvelope(items, countCampaigns(db, workspaceId), paging);
  });

  app.get<CampaignParams>('/v1/campaigns/:campaign_id', { config: { access: 'read' } }, (request) => {
    const campaignId = requireId('campaign', 'campaign_id', request.params.campaign_id);
    const campaign = getCampaign(db, workspaceOf(request), campaignId);
    if (campaign === undefined) throw notFound('campaign', campaignId);
    return { data: campaignView(campaign) };
  });

  app.post('/v1/campaigns', { config: { access: 'write' } }, (request, reply) => {
    const workspaceId = workspaceOf(request);
    const body = parseBody('campaign', campaignCreateBody, request.body);
    if (body.campaign_mode !== undefined && !CAMPAIGN_MODES.includes(body.campaign_mode)) {
      throw validationError(`campaign: campaign_mode must be one of ${CAMPAIGN_MODES.map((m) => JSON.stringify(m)).join(', ')}, not ${JSON.stringify(body.campaign_mode)}`);
    }
    const agentId = body.agent_id === undefined ? undefined : requireId('agent', 'agent_id', body.agent_id);
    const phoneNumberId = body.phone_number_id === undefined ? undefined : requireId('phoneNumber', 'phone_number_id', body.phone_number_id);
    const campaign = createCampaign(db, workspaceId, { ...body, agent_id: agentId, phone_number_id: phoneNumberId }, clock.now());
    void reply.code(201);
    return { data: campaignView(campaign) };
  });

  app.post<CampaignParams>('/v1/campaigns/:campaign_id/contacts', { config: { access: 'write' } }, (request) => {
    const workspaceId = workspaceOf(request);
    const campaignId = requireId('campaign', 'campaign_id', request.params.campaign_id);
    const body = parseBody('campaign contacts', campaignAddContactsBody, request.body);
    const contactIds = body.contact_ids.map((id, index) => requireId('contact', `contact_ids[${index}]`, id));
    const result = addContactsToCampaign(db, workspaceId, campaignId, contactIds, clock.now());
    return { data: { campaign_id: campaignId, added: result.added, already_present: result.alreadyPresent, total_contacts: result.totalContacts } };
  });

  app.post<CampaignParams>('/v1/campaigns/:campaign_id/start', { config: { access: 'write-user' } }, (request) => {
    const campaignId = requireId('campaign', 'campaign_id', request.params.campaign_id);
    return { data: campaignStartView(startCampaign(db, workspaceOf(request), campaignId, clock.now())) };
  });
}
