import { apiErrorSchema } from '@bulk/domain/errors';
import { memberProfileSchema } from '@bulk/domain/memberships';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { membershipPurchases, users } from '#src/db/schema/index';
import { UPLOAD_STORE_UNAVAILABLE_MESSAGE } from '#src/modules/uploads/upload-store';
import { startLocalS3, type LocalS3 } from '#src/testing/local-s3';
import { registrationRequest } from '#src/testing/members';
import { createTestApp, type TestApp } from '#src/testing/test-app';

// Fault: the S3 bucket that holds uploads stops answering while a member, who has already paid, saves the
// registration form with its documents. Nothing may be half-written, and the same payment must still
// complete the registration once the bucket is back.

describe('a supplier registration while the uploads bucket is unreachable', () => {
  let s3: LocalS3;
  let ctx: TestApp;
  beforeAll(async () => {
    s3 = await startLocalS3();
    ctx = await createTestApp({ env: s3.env });
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
    await s3.close();
  });

  const accounts = async (email: string) =>
    (await ctx.database.handle.db.select({ n: count() }).from(users).where(eq(users.email, email)))[0]!.n;

  test('answers 503 in the error shape with no account and the payment unused; the same form succeeds later', async () => {
    const email = 'bucket-down@malwa-agro.in';
    const request = await registrationRequest(ctx, 'supplier', email);
    const before = s3.objectKeys();

    await s3.stop();
    const refused = await ctx.app.inject({ method: 'POST', ...request }).finally(() => s3.start());
    expect(refused.statusCode).toBe(503);
    expect(apiErrorSchema.strict().parse(refused.json())).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: UPLOAD_STORE_UNAVAILABLE_MESSAGE,
    });
    expect(await accounts(email)).toBe(0);
    const [purchase] = await ctx.database.handle.db
      .select()
      .from(membershipPurchases)
      .where(eq(membershipPurchases.email, email));
    expect(purchase).toMatchObject({ status: 'paid', userId: null });
    expect(s3.objectKeys()).toEqual(before);

    const saved = await ctx.app.inject({ method: 'POST', ...request });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(await accounts(email)).toBe(1);
    expect(s3.objectKeys()).toHaveLength(before.length + 2);

    // The member's documents are served back from the bucket, byte for byte as sent.
    const bearer = { authorization: `Bearer ${(saved.json() as { token: string }).token}` };
    const me = await ctx.app.inject({ method: 'GET', url: '/api/members/me', headers: bearer });
    const { documents } = memberProfileSchema.parse(me.json());
    expect(documents.map((document) => document.kind).sort()).toEqual(['gst', 'signedPolicy']);
    for (const document of documents) {
      const file = await ctx.app.inject({ method: 'GET', url: document.url, headers: bearer });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(file.rawPayload.length).toBe(document.sizeBytes);
    }
  });
});
