import {
  newsletterRequestSchema,
  newsletterResponseSchema,
  ticketResponseSchema,
  visitsResponseSchema,
} from '@bulk/domain/engagement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '#src/lib/app-error';
import { acceptMultipart } from '#src/lib/multipart';
import { enforceLimits, type RateLimiter } from '#src/modules/auth/rate-limiter';
import { currentUser } from '#src/modules/auth/sessions';
import { chargeAnonymousUpload, type AnonymousUploadCaps } from '#src/modules/uploads/upload-caps';
import { createVisitCounter, subscribeToNewsletter } from './engagement.service';
import { readTicketForm, ticketMultipartLimits } from './ticket-form';
import { openTicket } from './tickets.service';

const VISITOR_COOKIE = 'visitor';

/** The limits of `POST /api/tickets`: tickets per address and per email, and anonymous attachment bytes. */
export interface TicketLimits {
  perAddress: RateLimiter;
  perEmail: RateLimiter;
  anonymousUploads: AnonymousUploadCaps;
}

export const engagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, uploads, secureCookies, ticketLimits } = app.services;
  app.post(
    '/newsletter',
    { schema: { body: newsletterRequestSchema, response: { 200: newsletterResponseSchema } } },
    async (request) => subscribeToNewsletter(db, request.body.email),
  );

  const visitCounter = createVisitCounter(db);
  app.get('/visits', { schema: { response: { 200: visitsResponseSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return visitCounter.total();
  });

  app.post('/visits', { schema: { response: { 200: visitsResponseSchema } } }, async (request, reply) => {
    const { total, newVisitorId } = await visitCounter.count({
      visitorCookie: request.cookies[VISITOR_COOKIE],
      address: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
    });
    if (newVisitorId) {
      reply.setCookie(VISITOR_COOKIE, newVisitorId, {
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        path: '/',
        maxAge: 400 * 24 * 3600,
      });
    }
    return { total };
  });

  await app.register(async (tickets) => {
    await acceptMultipart(tickets, ticketMultipartLimits);
    tickets.post(
      '/tickets',
      { schema: { response: { 201: ticketResponseSchema } } },
      async (request, reply) => {
        if (!request.isMultipart()) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the ticket as a form (multipart/form-data).');
        }
        await enforceLimits([ticketLimits.perAddress, request.ip]);
        const { ticket, attachment } = await readTicketForm(request);
        await enforceLimits([ticketLimits.perEmail, ticket.email.toLowerCase()]);
        const user = await currentUser(db, request);
        // Visitors who are not signed in share a capped volume, so no one can fill the disk anonymously.
        if (attachment && !user) {
          await chargeAnonymousUpload(ticketLimits.anonymousUploads, request.ip, attachment.content.length);
        }
        const ticketId = await openTicket(db, uploads, { ticket, attachment, userId: user?.id ?? null });
        return reply.code(201).send({ success: true, ticketId });
      },
    );
  });
};
