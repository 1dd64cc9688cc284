import {
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserRowSchema,
  userIdParamsSchema,
} from '@bulk/domain/admin';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditLog, sessions, users } from '#src/db/schema/index';
import { AppError, notFound } from '#src/lib/app-error';
import { requireUser } from '#src/modules/auth/sessions';
import { likePattern } from '#src/db/search-pattern';

const PAGE_SIZE = 25;

const sortColumns = { joined: users.createdAt, name: users.name, email: users.email, id: users.id } as const;

const userRow = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
  deactivatedAt: users.deactivatedAt,
  createdAt: users.createdAt,
};

function toRow({
  createdAt,
  deactivatedAt,
  ...row
}: { createdAt: Date; deactivatedAt: Date | null } & Omit<
  z.infer<typeof adminUserRowSchema>,
  'joined' | 'deactivatedAt'
>) {
  return { ...row, deactivatedAt: deactivatedAt?.toISOString() ?? null, joined: createdAt.toISOString() };
}

/** `/api/admin/users`: every account, and deactivating or reactivating one. Admins only. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;

  app.get(
    '/users',
    { schema: { querystring: adminUserListQuerySchema, response: { 200: adminUserListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { q, role, state, sort, dir, page } = request.query;
      const conditions: (SQL | undefined)[] = [role ? eq(users.role, role) : undefined];
      if (state === 'deactivated') conditions.push(isNotNull(users.deactivatedAt));
      else if (state) conditions.push(eq(users.status, state), isNull(users.deactivatedAt));
      if (q) {
        const pattern = likePattern(q);
        conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)));
      }
      const where = and(...conditions);
      const order = dir === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select(userRow)
          .from(users)
          .where(where)
          .orderBy(order(sortColumns[sort]), order(users.id))
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { users: rows.map(toRow), total: total?.n ?? 0, page, pageSize: PAGE_SIZE };
    },
  );

  /** Deactivates (every session ends at once) or reactivates an account; an admin cannot lock themself out. */
  async function setActive(adminId: number, userId: number, active: boolean) {
    if (userId === adminId) {
      throw new AppError('CONFLICT', 'You cannot deactivate your own account.');
    }
    return db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!user) throw notFound('There is no such user.');
      if (active === (user.deactivatedAt === null)) {
        throw new AppError(
          'CONFLICT',
          active ? 'This account is already active.' : 'This account is already deactivated.',
        );
      }
      const at = new Date();
      const [updated] = await tx
        .update(users)
        .set({ deactivatedAt: active ? null : at })
        .where(eq(users.id, userId))
        .returning(userRow);
      if (!active) {
        await tx
          .update(sessions)
          .set({ revokedAt: at })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      }
      await tx.insert(auditLog).values({
        adminId,
        action: active ? 'user.reactivate' : 'user.deactivate',
        target: `user:${userId}`,
        details: { email: user.email, role: user.role },
        at,
      });
      return toRow(updated!);
    });
  }

  const change = {
    params: userIdParamsSchema,
    body: z.strictObject({}).nullish(),
    response: { 200: adminUserRowSchema },
  };
  app.post('/users/:id/deactivate', { schema: change }, async (request) => {
    const admin = await requireUser(db, request, ['admin']);
    return setActive(admin.id, request.params.id, false);
  });
  app.post('/users/:id/reactivate', { schema: change }, async (request) => {
    const admin = await requireUser(db, request, ['admin']);
    return setActive(admin.id, request.params.id, true);
  });
};
