import type { FastifyInstance } from 'fastify';
import { callStatus, type CallStatus } from '../../../shared/api/index';
import { countCalls, getCall, listCalls, type CallFilter } from '../../store/calls';
import { invalidRequest, notFound } from '../api-error';
import { workspaceOf, type ServerContext } from '../context';
import { requireId } from '../id-parameters';
import { listEnvelope, parsePaging, positiveIntegerParameter } from '../paging';
import { callListView, callView } from '../views/call-view';

const HOUR_MS = 3_600_000;

/**
 * Spec 4.4, read only. Calls are listed newest first by start_timestamp.
 * `status` must be a call_status value and `since_hours` a positive integer;
 * anything else is a 400 naming the parameter.
 */
export function registerCallRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.get('/v1/calls', { config: { access: 'read' } }, (request) => {
    const workspaceId = workspaceOf(request);
    const query = request.query as Record<string, unknown>;
    const paging = parsePaging(query);
    const filter = callFilter(query, clock.now());
    const items = listCalls(db, workspaceId, filter, paging.perPage, paging.offset).map(callListView);
    return listEnvelope(items, countCalls(db, workspaceId, filter), paging);
  });

  app.get<{ Params: { call_id: string } }>('/v1/calls/:call_id', { config: { access: 'read' } }, (request) => {
    const callId = requireId('call', 'call_id', request.params.call_id);
    const call = getCall(db, workspaceOf(request), callId);
    if (call === undefined) throw notFound('call', callId);
    return { data: callView(call) };
  });
}

function callFilter(query: Record<string, unknown>, now: number): CallFilter {
  const filter: CallFilter = {};
  const status = query.status;
  if (status !== undefined) {
    const parsed = callStatus.safeParse(status);
    if (!parsed.success) {
      throw invalidRequest(`status must be one of ${callStatus.options.map((s) => JSON.stringify(s)).join(', ')}, not ${JSON.stringify(status)}`);
    }
    filter.status = parsed.data satisfies CallStatus;
  }
  const sinceHours = positiveIntegerParameter(query, 'since_hours');
  if (sinceHours !== undefined) filter.startedSince = now - sinceHours * HOUR_MS;
  return filter;
}
