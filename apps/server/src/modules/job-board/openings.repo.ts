import { qualifications, type JobListQuery, type Qualification } from '@bulk/domain/job-board';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { jobApplications, jobOpenings, supplierProfiles, users } from '#src/db/schema/index';
import { likePattern } from '#src/db/search-pattern';

export type StoredOpening = typeof jobOpenings.$inferSelect;
export type NewOpening = typeof jobOpenings.$inferInsert;

/** An opening with what the board shows of its employer (a supplier's name and page; null for the company). */
export interface OpeningWithEmployer {
  opening: StoredOpening;
  supplier: { businessName: string; slug: string } | null;
}

const withEmployer = {
  opening: jobOpenings,
  supplier: { businessName: supplierProfiles.businessName, slug: supplierProfiles.slug },
};

function selectWithEmployer(db: Database) {
  return db
    .select(withEmployer)
    .from(jobOpenings)
    .leftJoin(supplierProfiles, eq(supplierProfiles.userId, jobOpenings.employerId));
}

/** Open on the board on the Indian date `today`: live and its last date not over. */
const isOpenOn = (today: string) => and(eq(jobOpenings.status, 'live'), gte(jobOpenings.lastDate, today));

export async function insertOpening(tx: Database, values: NewOpening): Promise<StoredOpening> {
  const [row] = await tx.insert(jobOpenings).values(values).returning();
  return row!;
}

export async function updateOpening(
  tx: Database,
  id: number,
  values: Partial<NewOpening>,
): Promise<StoredOpening> {
  const [row] = await tx.update(jobOpenings).set(values).where(eq(jobOpenings.id, id)).returning();
  return row!;
}

export async function lockOpening(tx: Database, id: number): Promise<StoredOpening | undefined> {
  const [row] = await tx.select().from(jobOpenings).where(eq(jobOpenings.id, id)).for('update');
  return row;
}

export async function findOpening(db: Database, id: number): Promise<OpeningWithEmployer | undefined> {
  const [row] = await selectWithEmployer(db).where(eq(jobOpenings.id, id));
  return row;
}

function boardFilters(query: Omit<JobListQuery, 'page'>, today: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isOpenOn(today)];
  if (query.city) conditions.push(sql`lower(${jobOpenings.city}) = lower(${query.city})`);
  if (query.state) conditions.push(eq(jobOpenings.state, query.state));
  if (query.type) conditions.push(eq(jobOpenings.type, query.type));
  if (query.qualification) {
    const held = qualifications.indexOf(query.qualification);
    conditions.push(inArray(jobOpenings.qualification, qualifications.slice(0, held + 1) as Qualification[]));
  }
  if (query.experience !== undefined) {
    conditions.push(
      lte(jobOpenings.experienceMinYears, query.experience),
      gte(jobOpenings.experienceMaxYears, query.experience),
    );
  }
  if (query.salary !== undefined) conditions.push(gte(jobOpenings.salaryMaxRupees, query.salary));
  for (const word of (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8)) {
    const pattern = likePattern(word);
    conditions.push(
      or(
        sql`${jobOpenings.title} ILIKE ${pattern}`,
        sql`${jobOpenings.description} ILIKE ${pattern}`,
        sql`${jobOpenings.skills}::text ILIKE ${pattern}`,
        sql`${supplierProfiles.businessName} ILIKE ${pattern}`,
      ),
    );
  }
  return and(...conditions);
}

/** One page of the open openings matching `query`, newest first, and how many match in all. */
export async function listBoard(
  db: Database,
  query: JobListQuery,
  today: string,
  pageSize: number,
): Promise<{ rows: OpeningWithEmployer[]; total: number }> {
  const where = boardFilters(query, today);
  const [rows, [counted]] = await Promise.all([
    selectWithEmployer(db)
      .where(where)
      .orderBy(desc(jobOpenings.publishedAt), desc(jobOpenings.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(jobOpenings)
      .leftJoin(supplierProfiles, eq(supplierProfiles.userId, jobOpenings.employerId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function countOpenOpenings(db: Database, today: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(jobOpenings).where(isOpenOn(today));
  return row?.total ?? 0;
}

/**
 * The open openings a seeker has not applied to (the recommendations' candidates), newest first; with
 * `publishedSince`, only those that went live since then (the daily alert's).
 */
export async function openOpeningsNotAppliedBy(
  db: Database,
  seekerId: number,
  today: string,
  options: { publishedSince?: Date; limit: number },
): Promise<OpeningWithEmployer[]> {
  return selectWithEmployer(db)
    .where(
      and(
        isOpenOn(today),
        options.publishedSince ? gte(jobOpenings.publishedAt, options.publishedSince) : undefined,
        notExists(
          db
            .select({ id: jobApplications.id })
            .from(jobApplications)
            .where(
              and(eq(jobApplications.openingId, jobOpenings.id), eq(jobApplications.seekerId, seekerId)),
            ),
        ),
      ),
    )
    .orderBy(desc(jobOpenings.publishedAt), desc(jobOpenings.id))
    .limit(options.limit);
}

/** An employer's openings (the company's when `employerId` is null), newest first, with their applicant counts. */
export async function listEmployerOpenings(
  db: Database,
  employerId: number | null,
): Promise<(OpeningWithEmployer & { applicantCount: number })[]> {
  const rows = await selectWithEmployer(db)
    .where(employerId === null ? isNull(jobOpenings.employerId) : eq(jobOpenings.employerId, employerId))
    .orderBy(desc(jobOpenings.createdAt), desc(jobOpenings.id));
  const counts = await applicantCounts(
    db,
    rows.map((row) => row.opening.id),
  );
  return rows.map((row) => ({ ...row, applicantCount: counts.get(row.opening.id) ?? 0 }));
}

/** How many applied to each of `openingIds` (withdrawn ones included: they did apply). */
export async function applicantCounts(db: Database, openingIds: number[]): Promise<Map<number, number>> {
  if (openingIds.length === 0) return new Map();
  const rows = await db
    .select({ openingId: jobApplications.openingId, total: count() })
    .from(jobApplications)
    .where(inArray(jobApplications.openingId, openingIds))
    .groupBy(jobApplications.openingId);
  return new Map(rows.map((row) => [row.openingId, row.total]));
}

/** Openings as admins review them (all, or one status), oldest first so the queue is served in order. */
export async function listAdminOpenings(
  db: Database,
  status: StoredOpening['status'] | undefined,
  page: number,
  pageSize: number,
) {
  const where = status ? eq(jobOpenings.status, status) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...withEmployer, poster: { id: users.id, name: users.name, email: users.email } })
      .from(jobOpenings)
      .leftJoin(supplierProfiles, eq(supplierProfiles.userId, jobOpenings.employerId))
      .leftJoin(users, eq(users.id, jobOpenings.employerId))
      .where(where)
      .orderBy(asc(jobOpenings.updatedAt), asc(jobOpenings.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(jobOpenings).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The openings (by title and city) an employer already has: the demo seed adds only what is missing. */
export async function openingKeysOf(db: Database, employerId: number | null): Promise<Set<string>> {
  const rows = await db
    .select({ title: jobOpenings.title, city: jobOpenings.city })
    .from(jobOpenings)
    .where(employerId === null ? isNull(jobOpenings.employerId) : eq(jobOpenings.employerId, employerId));
  return new Set(rows.map((row) => `${row.title}|${row.city}`));
}
