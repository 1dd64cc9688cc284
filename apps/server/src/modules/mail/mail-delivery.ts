import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Database } from '#src/db/client';
import { WITHHELD_LINK, type MailSecret, type SecretKeeper } from './outbox';
import {
  claimDueMessages,
  failPendingHolding,
  failPendingHoldingOlderThan,
  markMessageSent,
  recordSendFailure,
} from './outbox.repo';

/** After this many failed attempts a message is marked failed for an admin to look at. */
export const MAX_ATTEMPTS = 8;
const BATCH_SIZE = 10;
/** No secret is kept longer; a message whose secret was lost (its server stopped) is failed after this. */
const SECRET_MAX_AGE_MS = 24 * 3600_000;

/**
 * Sends pending outbox messages over SMTP. Rows are claimed with `FOR UPDATE SKIP LOCKED` and their next
 * attempt pushed back before sending, so several instances never send one message twice at once, and a
 * crash mid-send only delays a retry.
 *
 * Secret links (password resets, email verifications) are held by the worker of the process that queued them, in memory only,
 * and put into the mail at send time (see `enqueueMailWithSecret`): a process claims only the messages
 * whose link it holds, and a link lost with its process or expired before sending fails its message.
 */
export function createMailDelivery(options: {
  db: Database;
  transport: Pick<Transporter, 'sendMail'>;
  from: string;
  logger: Logger;
  intervalMs?: number;
}) {
  const { db, transport, from, logger } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let roundAgain = false;
  const secrets = new Map<number, MailSecret>();

  /** Fails the pending messages whose link expired here, or was lost with the process that held it. */
  async function failLostSecrets() {
    const expired = [...secrets].filter(([, secret]) => secret.expiresAt.getTime() <= Date.now());
    for (const [id] of expired) secrets.delete(id);
    const lastError = 'The link expired before it could be sent.';
    if (expired.length > 0) {
      await failPendingHolding(
        db,
        WITHHELD_LINK,
        expired.map(([id]) => id),
        lastError,
      );
    }
    await failPendingHoldingOlderThan(
      db,
      WITHHELD_LINK,
      new Date(Date.now() - SECRET_MAX_AGE_MS),
      [...secrets.keys()],
      lastError,
    );
  }

  async function claim() {
    await failLostSecrets();
    return claimDueMessages(db, { marker: WITHHELD_LINK, keptIds: [...secrets.keys()], limit: BATCH_SIZE });
  }

  /** Sends what is due now; resolves to the number of messages sent. */
  async function deliverDue(): Promise<number> {
    let sent = 0;
    for (const message of await claim()) {
      const secret = secrets.get(message.id);
      const text = secret ? message.text.replaceAll(WITHHELD_LINK, secret.link) : message.text;
      try {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text });
        secrets.delete(message.id);
        await markMessageSent(db, message.id, new Date());
        sent++;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const failed = message.attempts >= MAX_ATTEMPTS;
        if (failed) secrets.delete(message.id);
        await recordSendFailure(db, message.id, reason.slice(0, 500), failed);
        logger.warn(
          { messageId: message.id, attempts: message.attempts, err: error },
          failed ? 'mail failed for good' : 'mail failed; will retry',
        );
      }
    }
    return sent;
  }

  /** Starts a round now, or right after the one under way (which may have missed a message just queued). */
  const tick = () => {
    if (running) {
      roundAgain = true;
      return;
    }
    running = deliverDue()
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'mail delivery round failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (roundAgain && timer) {
          roundAgain = false;
          tick();
        }
      });
  };

  const keeper: SecretKeeper = {
    withhold(messageId, secret) {
      const latest = Date.now() + SECRET_MAX_AGE_MS;
      secrets.set(messageId, {
        link: secret.link,
        expiresAt: new Date(Math.min(secret.expiresAt.getTime(), latest)),
      });
    },
  };

  return {
    deliverDue,
    ...keeper,
    /** Sends what is due without waiting for the next round: call it once a queued message is committed. */
    sendSoon() {
      if (timer) tick();
    },
    start() {
      timer = setInterval(tick, options.intervalMs ?? 5000);
      timer.unref();
      tick();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
