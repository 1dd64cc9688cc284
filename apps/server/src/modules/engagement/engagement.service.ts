import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from '#src/db/client';
import {
  incrementVisitTotal,
  insertNewsletterSubscription,
  insertVisit,
  visitTotal,
} from './engagement.repo';

export async function subscribeToNewsletter(
  db: Database,
  email: string,
): Promise<{ success: true; alreadySubscribed: boolean }> {
  const inserted = await insertNewsletterSubscription(db, email);
  return { success: true, alreadySubscribed: !inserted };
}

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

/** The site's own visitor count: each browser counts once per Indian calendar day. */
export function createVisitCounter(db: Database) {
  const clientId = dailyClientIds();
  return {
    total: async () => ({ total: await visitTotal(db) }),

    /**
     * Counts a visit. A browser without a valid visitor cookie gets a new id (`newVisitorId`) to keep as
     * its cookie; the total is the one after this visit.
     */
    async count(visit: {
      visitorCookie: string | undefined;
      address: string;
      userAgent: string;
    }): Promise<{ total: number; newVisitorId: string | undefined }> {
      const day = indianDay();
      const cookie = visit.visitorCookie;
      const known = cookie && /^[\w-]{22}$/.test(cookie) ? cookie : undefined;
      const newVisitorId = known ? undefined : randomBytes(16).toString('base64url');
      // Without a cookie the visit counts by the client's name for the day; the new cookie is recorded
      // with it, so that this browser's next visit today, with the cookie, is not counted again.
      const visitorId = known ?? clientId(day, visit.address, visit.userAgent);
      const total = await db.transaction(async (tx) => {
        if (!(await insertVisit(tx, visitorId, day))) return undefined;
        if (newVisitorId) await insertVisit(tx, newVisitorId, day);
        return incrementVisitTotal(tx);
      });
      return { total: total ?? (await visitTotal(db)), newVisitorId };
    },
  };
}
