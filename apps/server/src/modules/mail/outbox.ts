import type { Database } from '#src/db/client';
import { outboxMessages } from '#src/db/schema/index';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  kind: string;
}

/** A database or an open transaction: mail is written with the event it tells of, or not at all. */
type Writer = Pick<Database, 'insert'>;

/**
 * Puts a message in the outbox. With SMTP configured it waits there for the delivery worker (`pending`);
 * without, it stays as the store's record for admins to read (`stored`).
 */
export async function enqueueMail(
  writer: Writer,
  message: MailMessage,
  options: { smtp: boolean },
): Promise<void> {
  await writer.insert(outboxMessages).values({ ...message, status: options.smtp ? 'pending' : 'stored' });
}
