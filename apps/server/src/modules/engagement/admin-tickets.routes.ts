import {
  supportTicketSchema,
  ticketDetailSchema,
  ticketIdParamsSchema,
  ticketListSchema,
  ticketReplyRequestSchema,
  ticketReplySchema,
} from '@bulk/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { latestQuerySchema } from '#src/modules/admin/admin-paging';
import { requireUser } from '#src/modules/auth/sessions';
import { sendUpload } from '#src/modules/uploads/upload-store';
import { closeTicket, replyToTicket, ticketAttachment, ticketDetail, ticketPage } from './tickets.service';

/** Support tickets as admins answer them: the list, one ticket with its replies, a reply, closing. */
export const adminTicketsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, uploads, mail } = app.services;

  app.get(
    '/tickets',
    { schema: { querystring: latestQuerySchema, response: { 200: ticketListSchema } } },
    async (request) => ticketPage(db, request.query.page),
  );

  app.get(
    '/tickets/:id/attachment',
    {
      schema: {
        params: z.strictObject({ id: z.string().regex(/^TKT-[0-9A-F]{10}$/, 'Is not a ticket id.') }),
      },
    },
    async (request, reply) => sendUpload(reply, uploads, await ticketAttachment(db, request.params.id)),
  );

  app.get(
    '/tickets/:id',
    { schema: { params: ticketIdParamsSchema, response: { 200: ticketDetailSchema } } },
    async (request) => ticketDetail(db, request.params.id),
  );

  app.post(
    '/tickets/:id/reply',
    {
      schema: {
        params: ticketIdParamsSchema,
        body: ticketReplyRequestSchema,
        response: { 200: ticketReplySchema },
      },
    },
    async (request) => {
      const admin = await requireUser(db, request, ['admin']);
      return replyToTicket(db, mail, admin.id, request.params.id, request.body.message);
    },
  );

  app.post(
    '/tickets/:id/close',
    {
      schema: {
        params: ticketIdParamsSchema,
        body: z.strictObject({}).nullish(),
        response: { 200: supportTicketSchema },
      },
    },
    async (request) => {
      const admin = await requireUser(db, request, ['admin']);
      return closeTicket(db, admin.id, request.params.id);
    },
  );
};
