import { desc } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { auditLog } from '#src/db/schema/index';
import { ADMIN_PAGE_SIZE } from './admin-paging';

export interface AuditRecord {
  adminId: number;
  action: string;
  target: string;
  details?: Record<string, unknown>;
  /** When the change happened; the database's clock if omitted. */
  at?: Date;
}

/** Records what an admin changed; pass the transaction that makes the change so both commit together. */
export async function recordAudit(executor: Pick<Database, 'insert'>, record: AuditRecord): Promise<void> {
  await executor.insert(auditLog).values(record);
}

/** One page of the audit log, newest first. */
export async function listAudit(db: Database, page: number) {
  return db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
}
