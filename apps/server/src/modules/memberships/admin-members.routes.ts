import {
  adminJobseekerListSchema,
  adminSupplierListSchema,
  supplierDecisionResponseSchema,
  supplierIdParamsSchema,
  supplierRejectRequestSchema,
  type AdminSupplierRecord,
} from '@bulk/domain/memberships';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditLog,
  jobseekerProfiles,
  membershipPurchases,
  payments,
  supplierProfiles,
  users,
} from '#src/db/schema/index';
import { AppError, notFound } from '#src/lib/app-error';
import { requireUser } from '#src/modules/auth/sessions';
import { enqueueMail } from '#src/modules/mail/outbox';
import { documentsOf } from './members.repo';
import { supplierDecisionEmail } from './membership-mail';

const rupees = (paise: number) => paise / 100;

/**
 * The admin API about members (`/api/admin/suppliers`, `/api/admin/jobseekers`, supplier decisions).
 * Like every `/api/admin/*` route: 401 without a session, 403 for any role but admin.
 */
export const adminMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;
  const { smtp, storeName, publicUrl } = app.services.mail;

  async function supplierRecords(userIds?: number[]): Promise<AdminSupplierRecord[]> {
    const rows = await db
      .select({
        user: users,
        profile: supplierProfiles,
        purchase: membershipPurchases,
        paymentId: payments.gatewayPaymentId,
      })
      .from(supplierProfiles)
      .innerJoin(users, eq(users.id, supplierProfiles.userId))
      .innerJoin(membershipPurchases, eq(membershipPurchases.userId, users.id))
      .innerJoin(payments, eq(payments.membershipId, membershipPurchases.id))
      .where(userIds ? inArray(users.id, userIds) : undefined)
      .orderBy(desc(users.createdAt), desc(users.id));
    const documents = await documentsOf(
      db,
      rows.map((row) => row.user.id),
    );
    return rows.map(({ user, profile, purchase, paymentId }) => ({
      id: user.id,
      userId: user.id,
      businessname: profile.businessName,
      contactperson: profile.contactPerson,
      email: user.email,
      mobile: profile.mobile,
      categories: profile.categories,
      amount: rupees(purchase.amountPaise),
      paymentid: paymentId,
      orderid: purchase.gatewayOrderId,
      registeredat: user.createdAt.toISOString(),
      address: profile.address,
      status: user.status === 'approved' || user.status === 'rejected' ? user.status : 'pending',
      rejectionReason: user.status === 'rejected' ? profile.rejectionReason : null,
      decidedAt: profile.decidedAt?.toISOString() ?? null,
      validUntil: profile.validUntil.toISOString(),
      invoiceNumber: purchase.invoiceNumber!,
      documents: documents.get(user.id) ?? [],
    }));
  }

  app.get(
    '/suppliers',
    { schema: { response: { 200: adminSupplierListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return supplierRecords();
    },
  );

  app.get(
    '/jobseekers',
    { schema: { response: { 200: adminJobseekerListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const rows = await db
        .select({
          user: users,
          profile: jobseekerProfiles,
          purchase: membershipPurchases,
          paymentId: payments.gatewayPaymentId,
        })
        .from(jobseekerProfiles)
        .innerJoin(users, eq(users.id, jobseekerProfiles.userId))
        .innerJoin(membershipPurchases, eq(membershipPurchases.userId, users.id))
        .innerJoin(payments, eq(payments.membershipId, membershipPurchases.id))
        .orderBy(desc(users.createdAt), desc(users.id));
      const documents = await documentsOf(
        db,
        rows.map((row) => row.user.id),
      );
      return rows.map(({ user, profile, purchase, paymentId }) => ({
        id: user.id,
        userId: user.id,
        fullname: user.name,
        email: user.email,
        mobile: profile.mobile,
        gender: profile.gender,
        dob: profile.dob,
        amount: rupees(purchase.amountPaise),
        paymentid: paymentId,
        orderid: purchase.gatewayOrderId,
        registeredat: user.createdAt.toISOString(),
        qualification: profile.qualification,
        experience: profile.experience,
        cityState: profile.cityState,
        invoiceNumber: purchase.invoiceNumber!,
        documents: documents.get(user.id) ?? [],
      }));
    },
  );

  /** Approves or rejects a supplier (pending, or decided before: a decision may be revised), mails them, audits it. */
  async function decide(
    adminId: number,
    userId: number,
    decision: { approved: true } | { approved: false; reason: string },
  ) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ user: users, profile: supplierProfiles })
        .from(users)
        .innerJoin(supplierProfiles, eq(supplierProfiles.userId, users.id))
        .where(and(eq(users.id, userId), eq(users.role, 'supplier')))
        .for('update', { of: users });
      if (!row) throw notFound('There is no such supplier.');
      const from = row.user.status;
      if (from !== 'pending' && from !== 'approved' && from !== 'rejected') {
        throw new AppError('CONFLICT', `A supplier account that is ${from} cannot be decided.`);
      }
      const to = decision.approved ? 'approved' : 'rejected';
      const at = new Date();
      await tx.update(users).set({ status: to }).where(eq(users.id, userId));
      await tx
        .update(supplierProfiles)
        .set({
          rejectionReason: decision.approved ? null : decision.reason,
          decidedAt: at,
          decidedBy: adminId,
        })
        .where(eq(supplierProfiles.userId, userId));
      await tx.insert(auditLog).values({
        adminId,
        action: decision.approved ? 'supplier.approve' : 'supplier.reject',
        target: `user:${userId}`,
        details: { from, to, ...(!decision.approved && { reason: decision.reason }) },
        at,
      });
      await enqueueMail(
        tx,
        supplierDecisionEmail(
          { name: row.user.name, email: row.user.email, businessName: row.profile.businessName },
          decision,
          { storeName, publicUrl },
        ),
        { smtp },
      );
    });
    const [record] = await supplierRecords([userId]);
    if (!record) throw notFound('There is no such supplier.');
    return record;
  }

  app.post(
    '/suppliers/:userId/approve',
    {
      schema: {
        params: supplierIdParamsSchema,
        response: { 200: supplierDecisionResponseSchema },
      },
    },
    async (request) => {
      const admin = await requireUser(db, request, ['admin']);
      return decide(admin.id, request.params.userId, { approved: true });
    },
  );

  app.post(
    '/suppliers/:userId/reject',
    {
      schema: {
        params: supplierIdParamsSchema,
        body: supplierRejectRequestSchema,
        response: { 200: supplierDecisionResponseSchema },
      },
    },
    async (request) => {
      const admin = await requireUser(db, request, ['admin']);
      return decide(admin.id, request.params.userId, { approved: false, reason: request.body.reason });
    },
  );
};
