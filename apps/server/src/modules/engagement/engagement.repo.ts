import { eq, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { counters, newsletterSubscriptions, visits } from '#src/db/schema/index';

const VISITS_COUNTER = 'visits';

/** Adds an email to the newsletter; false when it was already subscribed (in any letter case). */
export async function insertNewsletterSubscription(db: Database, email: string): Promise<boolean> {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  return inserted.length > 0;
}

export async function visitTotal(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: counters.value })
    .from(counters)
    .where(eq(counters.name, VISITS_COUNTER));
  return row?.value ?? 0;
}

/** Records a visitor's visit on a day; false when that visitor was already recorded that day. */
export async function insertVisit(db: Database, visitorId: string, day: string): Promise<boolean> {
  const counted = await db
    .insert(visits)
    .values({ visitorId, day })
    .onConflictDoNothing()
    .returning({ day: visits.day });
  return counted.length > 0;
}

/** Adds one to the visit total and returns the new total. */
export async function incrementVisitTotal(db: Database): Promise<number> {
  const [row] = await db
    .insert(counters)
    .values({ name: VISITS_COUNTER, value: 1 })
    .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } })
    .returning({ value: counters.value });
  return row!.value;
}
