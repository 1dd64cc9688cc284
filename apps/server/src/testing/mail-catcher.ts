import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  /** The message as sent: headers, then the body. */
  raw: string;
  /** The body, with quoted-printable soft line breaks and escapes undone. */
  body: string;
}

export interface MailCatcher {
  /** `smtp://` URL of the catcher, for `SMTP_URL`. */
  url: string;
  received: CaughtMail[];
  /** The first mail to `address` that `predicate` accepts and no call returned yet, waiting up to `timeoutMs`. */
  next(address: string, predicate?: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  /** The reset token in the next password reset mail to `address` (each mail is read once). */
  resetToken(address: string): Promise<string>;
  close(): Promise<void>;
}

function decodeBody(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(head)) return body;
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * A loopback SMTP server that keeps what it receives: tests read mails (a reset link) where the recipient
 * would, never from the store's own tables.
 */
export async function startMailCatcher(): Promise<MailCatcher> {
  const received: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          body: decodeBody(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const read = new Set<CaughtMail>();
  async function next(address: string, predicate = (_mail: CaughtMail) => true, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = received.find(
        (caught) => !read.has(caught) && caught.to.includes(address) && predicate(caught),
      );
      if (mail) {
        read.add(mail);
        return mail;
      }
      if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next,
    async resetToken(address) {
      const mail = await next(address, (caught) => caught.body.includes('/reset-password/'));
      return mail.body.match(/\/reset-password\/([\w-]+)/)![1]!;
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
