import type { FastifyInstance } from 'fastify';
import { contactCreateBody, contactUpdateBody } from '../../../shared/api/index';
import { applyContactUpdate, createContact } from '../../operations/contact-operations';
import { countContacts, deleteContact, getContact, listContacts } from '../../store/contacts';
import { notFound } from '../api-error';
import { workspaceOf, type ServerContext } from '../context';
import { requireId } from '../id-parameters';
import { listEnvelope, parsePaging } from '../paging';
import { parseBody } from '../request-body';
import { contactListView, contactView } from '../views/contact-view';

type ContactParams = { Params: { contact_id: string } };

/**
 * Spec 4.3. Create is 201 with the bare contact and delete is
 * `{ deleted: true }`, as documented; update, not shown, is 200
 * `{ data: contact }`.
 */
export function registerContactRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, clock } = context;

  app.get('/v1/contacts', { config: { access: 'read' } }, (request) => {
    const workspaceId = workspaceOf(request);
    const paging = parsePaging(request.query as Record<string, unknown>);
    const items = listContacts(db, workspaceId, paging.perPage, paging.offset).map(contactListView);
    return listEnvelope(items, countContacts(db, workspaceId), paging);
  });

  app.get<ContactParams>('/v1/contacts/:contact_id', { config: { access: 'read' } }, (request) => {
    const contactId = requireId('contact', 'contact_id', request.params.contact_id);
    const contact = getContact(db, workspaceOf(request), contactId);
    if (contact === undefined) throw notFound('contact', contactId);
    return { data: contactView(contact) };
  });

  app.post('/v1/contacts', { config: { access: 'write' } }, (request, reply) => {
    const body = parseBody('contact', contactCreateBody, request.body);
    void reply.code(201);
    return contactView(createContact(db, workspaceOf(request), body, clock.now()));
  });

  app.patch<ContactParams>('/v1/contacts/:contact_id', { config: { access: 'write' } }, (request) => {
    const contactId = requireId('contact', 'contact_id', request.params.contact_id);
    const body = parseBody('contact', contactUpdateBody, request.body);
    return { data: contactView(applyContactUpdate(db, workspaceOf(request), contactId, body, clock.now())) };
  });

  app.delete<ContactParams>('/v1/contacts/:contact_id', { config: { access: 'write' } }, (request) => {
    const contactId = requireId('contact', 'contact_id', request.params.contact_id);
    if (!deleteContact(db, workspaceOf(request), contactId)) throw notFound('contact', contactId);
    return { deleted: true };
  });
}
