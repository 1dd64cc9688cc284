import type { AdminUserList, AdminUserListQuery, AdminUserRow } from '@bulk/domain/admin';
import type { Database } from '#src/db/client';
import { AppError, notFound } from '#src/lib/app-error';
import { recordAudit } from '#src/modules/admin/audit.repo';
import { listUsers, lockUser, setDeactivatedAt } from './admin-users.repo';
import { revokeUserSessions } from './sessions.repo';

const PAGE_SIZE = 25;

function toRow({
  createdAt,
  deactivatedAt,
  ...row
}: { createdAt: Date; deactivatedAt: Date | null } & Omit<
  AdminUserRow,
  'joined' | 'deactivatedAt'
>): AdminUserRow {
  return { ...row, deactivatedAt: deactivatedAt?.toISOString() ?? null, joined: createdAt.toISOString() };
}

export async function listAdminUsers(db: Database, query: AdminUserListQuery): Promise<AdminUserList> {
  const { rows, total } = await listUsers(db, query, PAGE_SIZE);
  return { users: rows.map(toRow), total, page: query.page, pageSize: PAGE_SIZE };
}

/** Deactivates (every session ends at once) or reactivates an account; an admin cannot lock themself out. */
export async function setUserActive(
  db: Database,
  adminId: number,
  userId: number,
  active: boolean,
): Promise<AdminUserRow> {
  if (userId === adminId) {
    throw new AppError('CONFLICT', 'You cannot deactivate your own account.');
  }
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw notFound('There is no such user.');
    if (active === (user.deactivatedAt === null)) {
      throw new AppError(
        'CONFLICT',
        active ? 'This account is already active.' : 'This account is already deactivated.',
      );
    }
    const at = new Date();
    const updated = await setDeactivatedAt(tx, userId, active ? null : at);
    if (!active) await revokeUserSessions(tx, userId, at);
    await recordAudit(tx, {
      adminId,
      action: active ? 'user.reactivate' : 'user.deactivate',
      target: `user:${userId}`,
      details: { email: user.email, role: user.role },
      at,
    });
    return toRow(updated!);
  });
}
