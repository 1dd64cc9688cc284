import { createHmac, randomBytes } from 'node:crypto';
import {
  newsletterRequestSchema,
  newsletterResponseSchema,
  ticketRequestSchema,
  ticketResponseSchema,
  UPLOAD_MAX_BYTES,
  visitsResponseSchema,
} from '@bulk/domain/engagement';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#src/db/client';
import { counters, newsletterSubscriptions, supportTickets, visits } from '#src/db/schema/index';
import { AppError } from '#src/lib/app-error';
import { acceptMultipart } from '#src/lib/multipart';
import { assertStorableText } from '#src/lib/text-input';
import { enforceLimits, type RateLimiter } from '#src/modules/auth/rate-limiter';
import { currentUser } from '#src/modules/auth/sessions';
import { chargeAnonymousUpload, type AnonymousUploadCaps } from '#src/modules/uploads/upload-caps';
import { cleanFileName, detectUploadType } from '#src/modules/uploads/upload-store';

const VISITOR_COOKIE = 'visitor';
const VISITS_COUNTER = 'visits';

/** Today's date in India, where the store is: a visit counts once per browser per Indian calendar day. */
function indianDay(now = new Date()): string {
  return new Date(now.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
}

/**
 * Names a client that keeps no cookie for one day by a keyed hash of its address and user agent, so that
 * it counts once a day however often it calls. The key is random, held in this process's memory only and
 * replaced each day: the stored name reveals neither address nor agent and links no two days.
 */
function dailyClientIds() {
  let current = { day: '', key: randomBytes(32) };
  return (day: string, address: string, userAgent: string): string => {
    if (current.day !== day) current = { day, key: randomBytes(32) };
    return createHmac('sha256', current.key).update(`${address}\n${userAgent}`).digest('base64url');
  };
}

async function visitTotal(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: counters.value })
    .from(counters)
    .where(eq(counters.name, VISITS_COUNTER));
  return row?.value ?? 0;
}

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
    async (request) => {
      const inserted = await db
        .insert(newsletterSubscriptions)
        .values({ email: request.body.email })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscriptions.id });
      return { success: true as const, alreadySubscribed: inserted.length === 0 };
    },
  );

  app.get('/visits', { schema: { response: { 200: visitsResponseSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { total: await visitTotal(db) };
  });

  const clientId = dailyClientIds();
  app.post('/visits', { schema: { response: { 200: visitsResponseSchema } } }, async (request, reply) => {
    const day = indianDay();
    const cookie = request.cookies[VISITOR_COOKIE];
    const known = cookie && /^[\w-]{22}$/.test(cookie) ? cookie : undefined;
    const newVisitorId = known ? undefined : randomBytes(16).toString('base64url');
    if (newVisitorId) {
      reply.setCookie(VISITOR_COOKIE, newVisitorId, {
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        path: '/',
        maxAge: 400 * 24 * 3600,
      });
    }
    // Without a cookie the visit counts by the client's name for the day; the new cookie is recorded
    // with it, so that this browser's next visit today, with the cookie, is not counted again.
    const visitorId = known ?? clientId(day, request.ip, request.headers['user-agent'] ?? '');
    const total = await db.transaction(async (tx) => {
      const counted = await tx
        .insert(visits)
        .values({ visitorId, day })
        .onConflictDoNothing()
        .returning({ day: visits.day });
      if (counted.length === 0) return undefined;
      if (newVisitorId)
        await tx.insert(visits).values({ visitorId: newVisitorId, day }).onConflictDoNothing();
      const [row] = await tx
        .insert(counters)
        .values({ name: VISITS_COUNTER, value: 1 })
        .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } })
        .returning({ value: counters.value });
      return row!.value;
    });
    return { total: total ?? (await visitTotal(db)) };
  });

  await app.register(async (tickets) => {
    await acceptMultipart(tickets, {
      fileSize: UPLOAD_MAX_BYTES,
      files: 1,
      fields: 10,
      fieldSize: 10_000,
      parts: 12,
    });
    tickets.post(
      '/tickets',
      { schema: { response: { 201: ticketResponseSchema } } },
      async (request, reply) => {
        if (!request.isMultipart()) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the ticket as a form (multipart/form-data).');
        }
        await enforceLimits(reply, [ticketLimits.perAddress, request.ip]);
        const fields: Record<string, string> = {};
        let attachment: { content: Buffer; name: string } | undefined;
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'attachment') {
              throw new AppError('VALIDATION_FAILED', 'Only one attachment may be sent.', [
                { field: part.fieldname, message: 'Is not a recognised field.' },
              ]);
            }
            // toBuffer throws a 413 error past the size limit.
            const content = await part.toBuffer();
            if (content.length > 0) attachment = { content, name: part.filename };
          } else if (typeof part.value === 'string') {
            // Cut at the field size limit: refused whole rather than stored shortened.
            if (part.valueTruncated) {
              throw new AppError('PAYLOAD_TOO_LARGE', `${part.fieldname} is too long.`, [
                { field: part.fieldname, message: 'Is too long.' },
              ]);
            }
            fields[part.fieldname] = part.value;
          }
        }
        assertStorableText(fields);
        const parsed = ticketRequestSchema.safeParse(fields);
        if (!parsed.success) {
          const issues = parsed.error.issues.map((issue) => ({
            field: issue.path.join('.') || String((issue as { keys?: string[] }).keys?.[0] ?? ''),
            message: issue.message,
          }));
          throw new AppError('VALIDATION_FAILED', 'Please check the highlighted fields.', issues);
        }
        const type = attachment && detectUploadType(attachment.content);
        if (attachment && !type) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The attachment must be a PDF, JPEG or PNG file.', [
            { field: 'attachment', message: 'The attachment must be a PDF, JPEG or PNG file.' },
          ]);
        }
        await enforceLimits(reply, [ticketLimits.perEmail, parsed.data.email.toLowerCase()]);
        const user = await currentUser(db, request);
        // Visitors who are not signed in share a capped volume, so no one can fill the disk anonymously.
        if (attachment && !user) {
          await chargeAnonymousUpload(
            reply,
            ticketLimits.anonymousUploads,
            request.ip,
            attachment.content.length,
          );
        }
        const key = attachment ? await uploads.save(attachment.content) : undefined;
        const ticketId = `TKT-${randomBytes(5).toString('hex').toUpperCase()}`;
        try {
          await db.insert(supportTickets).values({
            id: ticketId,
            userId: user?.id ?? null,
            ...parsed.data,
            attachmentKey: key ?? null,
            attachmentName: attachment ? cleanFileName(attachment.name) : null,
            attachmentType: type ?? null,
          });
        } catch (error) {
          // No ticket, no file: an orphan upload would be kept for no one.
          if (key) await uploads.remove(key);
          throw error;
        }
        return reply.code(201).send({ success: true, ticketId });
      },
    );
  });
};
