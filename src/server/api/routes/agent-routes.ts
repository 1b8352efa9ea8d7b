import type { FastifyInstance } from 'fastify';
import { agentCreateBody, agentUpdateBody } from '../../../shared/api/index';
import { canonicalLanguage, canonicalVoice, SUPPORTED_LANGUAGES, SUPPORTED_VOICES } from '../../catalog';
import { applyAgentUpdate, createAgent, removeAgent } from '../../operations/agent-operations';
import { countAgents, getAgent, listAgents } from '../../store/agents';
import { phoneNumberOfAgent } from '../../store/phone-numbers';
import { notFound, validationError } from '../api-error';
import { workspaceOf, type ServerContext } from '../context';
import { requireId } from '../id-parameters';
import { listEnvelope, parsePaging } from '../paging';
import { parseBody } from '../request-body';
import { agentListView, agentView } from '../views/agent-view';

type AgentParams = { Params: { agent_id: string } };

/**
 * Spec 4.1. Responses the spec does not show: create is 201 `{ data: agent }`,
 * update is 200 `{ data: agent }`, delete is 200 `{ deleted: true }` like the
 * contact delete. Create and delete are the permission-gated routes (spec 5.6):
 * a key without an owning user may not make or destroy agents.
 */
export function registerAgentRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;
  const single = (workspaceId: number, agentId: string) => {
    const agent = getAgent(db, workspaceId, agentId);
    if (agent === undefined) throw notFound('agent', agentId);
    return { data: agentView(agent, phoneNumberOfAgent(db, agentId), clock.now()) };
  };

  app.get('/v1/agents', { config: { access: 'read' } }, (request) => {
    const workspaceId = workspaceOf(request);
    const paging = parsePaging(request.query as Record<string, unknown>);
    const now = clock.now();
    const items = listAgents(db, workspaceId, paging.perPage, paging.offset).map((agent) => agentListView(agent, now));
    // The spec lets agent lists omit meta; we always send it.
    return listEnvelope(items, countAgents(db, workspaceId), paging);
  });

  app.get<AgentParams>('/v1/agents/:agent_id', { config: { access: 'read' } }, (request) => {
    return single(workspaceOf(request), requireId('agent', 'agent_id', request.params.agent_id));
  });

  app.post('/v1/agents', { config: { access: 'write-user' } }, (request, reply) => {
    const workspaceId = workspaceOf(request);
    const body = parseBody('agent', agentCreateBody, request.body);
    const language = checkedLanguage(body.language);
    const voice = body.voice === undefined ? undefined : canonicalVoice(body.voice);
    if (body.voice !== undefined && voice === undefined) {
      throw validationError(`agent: voice ${JSON.stringify(body.voice)} is not a recognised voice ID; use one of ${SUPPORTED_VOICES.join(', ')}`, 'invalid_voice');
    }
    const agent = createAgent(db, workspaceId, { ...body, language, voice }, clock.now(), context.provisioningDelayMs);
    void reply.code(201);
    return single(workspaceId, agent.id);
  });

  app.patch<AgentParams>('/v1/agents/:agent_id', { config: { access: 'write' } }, (request) => {
    const workspaceId = workspaceOf(request);
    const agentId = requireId('agent', 'agent_id', request.params.agent_id);
    const body = parseBody('agent', agentUpdateBody, request.body);
    const phoneNumberId = body.phone_number_id == null ? body.phone_number_id : requireId('phoneNumber', 'phone_number_id', body.phone_number_id);
    const knowledgeItemIds = body.knowledge_item_ids?.map((id, index) => requireId('knowledgeItem', `knowledge_item_ids[${index}]`, id));
    const language = checkedLanguage(body.language);
    const changes = {
      ...body,
      ...(language === undefined ? {} : { language }),
      ...(phoneNumberId === undefined ? {} : { phone_number_id: phoneNumberId }),
      ...(knowledgeItemIds === undefined ? {} : { knowledge_item_ids: knowledgeItemIds }),
    };
    applyAgentUpdate(db, workspaceId, agentId, changes, clock.now());
    return single(workspaceId, agentId);
  });

  app.delete<AgentParams>('/v1/agents/:agent_id', { config: { access: 'write-user' } }, (request) => {
    removeAgent(db, workspaceOf(request), requireId('agent', 'agent_id', request.params.agent_id), clock.now());
    return { deleted: true };
  });
}

/** The canonical spelling of a supported language, or a 422 invalid_language. */
function checkedLanguage(language: string | undefined): string | undefined {
  if (language === undefined) return undefined;
  const canonical = canonicalLanguage(language);
  if (canonical === undefined) {
    throw validationError(
      `agent: language ${JSON.stringify(language)} is not supported; use one of ${SUPPORTED_LANGUAGES.join(', ')}`,
      'invalid_language',
    );
  }
  return canonical;
}
