import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import type * as FsPromises from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiErrorSchema } from '@bulk/domain/errors';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { supportTickets } from '#src/db/schema/index';
import { createTestApp, type TestApp } from '#src/testing/test-app';
import { createFolderUploadStore } from '#src/modules/uploads/folder-upload-store';
import {
  UPLOAD_STORE_UNAVAILABLE_MESSAGE,
  UploadStoreUnavailableError,
} from '#src/modules/uploads/upload-store';

// Fault: the upload store cannot write (its folder unwritable, or the disk full). Tests run as root, where
// permissions do not stop a write, so "unwritable" is a folder whose parent is a regular file, and "full"
// is a write that stores half the file and then fails with ENOSPC, as a full disk does.

const disk = vi.hoisted(() => ({ full: false }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  const writeFile: typeof actual.writeFile = async (path, data, options) => {
    if (!disk.full || !Buffer.isBuffer(data)) return actual.writeFile(path, data, options);
    await actual.writeFile(path, data.subarray(0, data.length >> 1), options);
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  };
  return { ...actual, writeFile, default: { ...actual, writeFile } };
});

const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4000, 32), Buffer.from('\n%%EOF')]);
const filesIn = (dir: string) => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};

describe('the upload store', () => {
  test('a folder that cannot be created fails with the one 503 error and writes nothing', async () => {
    const root = mkdtempSync(join(tmpdir(), 'bulk-upload-fault-'));
    writeFileSync(join(root, 'not-a-folder'), 'a regular file');
    const store = createFolderUploadStore(join(root, 'not-a-folder', 'uploads'));
    const failure = await store.save(pdf).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UploadStoreUnavailableError);
    expect(failure).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: UPLOAD_STORE_UNAVAILABLE_MESSAGE });
    expect((failure as Error).cause).toMatchObject({ code: expect.stringMatching(/^(ENOTDIR|EEXIST)$/) });
  });

  test('a full disk leaves no partial file behind', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'bulk-upload-full-')), 'uploads');
    const store = createFolderUploadStore(dir);
    disk.full = true;
    try {
      await expect(store.save(pdf)).rejects.toBeInstanceOf(UploadStoreUnavailableError);
    } finally {
      disk.full = false;
    }
    expect(filesIn(dir)).toEqual([]);
    const key = await store.save(pdf);
    expect(filesIn(dir)).toEqual([key]);
    expect((await store.read(key))?.equals(pdf)).toBe(true);
  });
});

const ticket = {
  email: 'ravi@example.in',
  phone: '+91 98765 43210',
  issueType: 'order',
  subject: 'Delivery date',
  message: 'When will my 500 kg of basmati rice be loaded?',
};

async function sendTicket(ctx: TestApp, withAttachment: boolean) {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket)) form.append(name, value);
  if (withAttachment) form.append('attachment', new Blob([pdf], { type: 'application/pdf' }), 'invoice.pdf');
  const request = new Request('http://store.test/api/tickets', { method: 'POST', body: form });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/tickets',
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const ticketCount = async (ctx: TestApp) =>
  (await ctx.database.handle.db.select({ n: count() }).from(supportTickets))[0]!.n;

const unavailable = { code: 'SERVICE_UNAVAILABLE', message: UPLOAD_STORE_UNAVAILABLE_MESSAGE };

describe('a support ticket with an attachment on a full disk', () => {
  let ctx: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bulk-ticket-full-'));
    ctx = await createTestApp({ env: { DATA_DIR: dataDir } });
  }, 120_000);
  afterAll(() => ctx.close());

  test('answers 503 in the error shape: no ticket, no file; with room again it succeeds', async () => {
    disk.full = true;
    const res = await sendTicket(ctx, true).finally(() => (disk.full = false));
    expect(res.statusCode).toBe(503);
    expect(apiErrorSchema.strict().parse(res.json())).toEqual(unavailable);
    expect(await ticketCount(ctx)).toBe(0);
    expect(filesIn(join(dataDir, 'uploads'))).toEqual([]);
    expect((await sendTicket(ctx, true)).statusCode).toBe(201);
    expect(await ticketCount(ctx)).toBe(1);
  });
});

describe('a support ticket with an attachment when the upload folder cannot be made', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    // DATA_DIR is a regular file, so its uploads folder can never be made.
    const blocker = join(mkdtempSync(join(tmpdir(), 'bulk-ticket-blocked-')), 'data');
    writeFileSync(blocker, '');
    ctx = await createTestApp({ env: { DATA_DIR: blocker } });
  }, 120_000);
  afterAll(() => ctx.close());

  test('answers 503; a ticket without a file still goes through', async () => {
    const res = await sendTicket(ctx, true);
    expect(res.statusCode).toBe(503);
    expect(apiErrorSchema.strict().parse(res.json())).toEqual(unavailable);
    expect(await ticketCount(ctx)).toBe(0);
    expect((await sendTicket(ctx, false)).statusCode).toBe(201);
    expect(await ticketCount(ctx)).toBe(1);
  });
});
