import { parse } from 'content-disposition';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { memberDocuments, supportTickets, users } from '#src/db/schema/index';
import { downloadName } from '#src/modules/uploads/upload-store';
import { createUser, signIn, TEST_PASSWORD, uniqueEmail } from '#src/testing/accounts';
import { registrationRequest } from '#src/testing/members';
import { createTestApp, type TestApp } from '#src/testing/test-app';
import { raiseTicketWithAttachment } from '#src/testing/tickets';

/**
 * Every file the store serves is offered under the name it keeps, whatever script or punctuation the
 * sender's name holds: an ASCII `filename` for old clients and the exact name as RFC 5987 `filename*`.
 */

let ctx: TestApp;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = await signIn(ctx, (await createUser(ctx, 'admin')).email);
});
afterAll(() => ctx.close());

const get = (url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie: `session=${adminToken}` } });

/** The name a download's header gives back, after checking the header is plain ASCII with a fallback. */
function offeredName(header: string | string[] | number | undefined): string {
  expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[\x21-\x7e]+$/);
  return parse(String(header)).parameters.filename!;
}

const HINDI = 'दस्तावेज़.pdf';
const hostileNames = [
  HINDI,
  'GST "final"; copy.pdf',
  'line\r\nContent-Type: text/html\r\n\r\nbreak.pdf',
  '📄 बिल ✓ 2026.pdf',
  'percent %41 and back\\slash.pdf',
];

describe('a KYC document', () => {
  test.each(hostileNames)('named %j is stored and downloaded under its name', async (name) => {
    const request = await registrationRequest(ctx, 'supplier', uniqueEmail('kyc'), {
      password: TEST_PASSWORD,
      documentName: name,
    });
    const saved = await ctx.app.inject({ method: 'POST', ...request });
    expect(saved.statusCode, saved.body).toBe(201);
    const { db } = ctx.database.handle;
    const [document] = await db
      .select({ id: memberDocuments.id, fileName: memberDocuments.fileName })
      .from(memberDocuments)
      .innerJoin(users, eq(users.id, memberDocuments.userId))
      .where(
        and(
          eq(users.email, (saved.json() as { user: { email: string } }).user.email),
          eq(memberDocuments.kind, 'gst'),
        ),
      );
    if (name === HINDI) expect(document!.fileName).toBe(HINDI);

    const file = await get(`/api/members/documents/${document!.id}`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(offeredName(file.headers['content-disposition'])).toBe(document!.fileName);
  });
});

describe('a ticket attachment', () => {
  test.each(hostileNames)('named %j is downloaded under its name', async (name) => {
    const ticketId = await raiseTicketWithAttachment(ctx, name);
    const [ticket] = await ctx.database.handle.db
      .select({ name: supportTickets.attachmentName })
      .from(supportTickets)
      .where(eq(supportTickets.id, ticketId));
    // The attachment is a PNG: offered with the extension its content proved.
    if (name === HINDI) expect(ticket!.name).toBe(HINDI);

    const file = await get(`/api/admin/tickets/${ticketId}/attachment`);
    expect(file.statusCode, file.body).toBe(200);
    expect(offeredName(file.headers['content-disposition'])).toBe(downloadName(ticket!.name!, 'image/png'));
  });
});
