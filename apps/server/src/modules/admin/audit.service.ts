import type { AuditEntry } from '@bulk/domain/admin';
import type { Database } from '#src/db/client';
import { listAudit } from './audit.repo';

/** One page of the audit log as admins read it, newest first. */
export async function auditEntries(db: Database, page: number): Promise<AuditEntry[]> {
  const rows = await listAudit(db, page);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
