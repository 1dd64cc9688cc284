import type { OutboxMessage } from '@bulk/domain/admin';
import type { Database } from '#src/db/client';
import type { StatementNumbers } from '#src/db/statement-numbers';
import type { PendingWrite } from '#src/db/writes';
import { ADMIN_PAGE_SIZE } from '#src/modules/admin/admin-paging';
import { insertOutboxMessage, insertOutboxMessages, listOutboxMessages } from './outbox.repo';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  kind: string;
}

/** A database or an open transaction: mail is written with the event it tells of, or not at all. */
type Writer = Database;

/**
 * Puts a message in the outbox. With SMTP configured it waits there for the delivery worker (`pending`);
 * without, it stays as the store's record for admins to read (`stored`).
 */
export async function enqueueMail(
  writer: Writer,
  message: MailMessage,
  options: { smtp: boolean },
): Promise<void> {
  await enqueueMails(writer, [message], options);
}

/**
 * Several messages at once, in one statement: a payment's transaction writes all its mail together (and
 * may send it with its other writes, `runWritesTogether`). A payment's invoice numbers take the place of
 * their placeholders of `numbers`.
 */
export function enqueueMails(
  writer: Writer,
  messages: readonly MailMessage[],
  options: { smtp: boolean; numbers?: StatementNumbers },
): PendingWrite | undefined {
  const status = options.smtp ? 'pending' : 'stored';
  return insertOutboxMessages(
    writer,
    messages.map((message) => ({ ...message, status })),
    options.numbers,
  );
}

/** What the outbox stores and shows in place of a secret link: only the recipient ever sees the link. */
export const WITHHELD_LINK = '[link withheld: sent to the recipient only]';

/** A link that opens an account or its orders (a password reset, an email verification), and when it stops working. */
export interface MailSecret {
  link: string;
  expiresAt: Date;
}

/** Keeps a queued message's secret until it is sent: the mail delivery worker of this process. */
export interface SecretKeeper {
  withhold(messageId: number, secret: MailSecret): void;
}

/**
 * Puts a message carrying a secret link in the outbox, with `WITHHELD_LINK` in the link's place, so that
 * neither admins nor anyone reading the database can use it. The link itself goes to `keeper` only, in
 * memory, and is put back into the mail at send time. Without SMTP there is no keeper: nothing would send
 * the mail, so the link is dropped and the record says it was withheld.
 */
export async function enqueueMailWithSecret(
  writer: Writer,
  message: MailMessage,
  secret: MailSecret,
  keeper: SecretKeeper | undefined,
): Promise<void> {
  if (!message.text.includes(WITHHELD_LINK)) {
    throw new Error(`A mail with a secret must hold ${WITHHELD_LINK} where the link goes.`);
  }
  const id = await insertOutboxMessage(writer, { ...message, status: keeper ? 'pending' : 'stored' });
  keeper?.withhold(id, secret);
}

/** One page of the outbox as admins read it: every email, sent or not, newest first. */
export async function listOutbox(db: Database, page: number): Promise<OutboxMessage[]> {
  const rows = await listOutboxMessages(db, {
    limit: ADMIN_PAGE_SIZE,
    offset: (page - 1) * ADMIN_PAGE_SIZE,
  });
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}
