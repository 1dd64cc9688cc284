import {
  documentIdParamsSchema,
  feeInvoiceAmounts,
  MEMBERSHIP_GST_RATE_BPS,
  MEMBERSHIP_SAC,
  membershipDescriptions,
  membershipIdParamsSchema,
  jobseekerRegistrationSchema,
  jobseekerStatsSchema,
  memberProfileSchema,
  profileCompletion,
  registrationFiles,
  registrationResponseSchema,
  supplierRegistrationSchema,
  supplierStatsSchema,
  type MemberProfile,
} from '@bulk/domain/memberships';
import { buildInvoice } from '@bulk/domain/invoices';
import { COMPANY_STATE } from '@bulk/domain/tax';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  jobseekerProfiles,
  memberDocuments,
  membershipPurchases,
  payments,
  supplierProfiles,
  users,
} from '#src/db/schema/index';
import { notFound } from '#src/lib/app-error';
import { contentDisposition } from '#src/lib/download';
import { acceptMultipart } from '#src/lib/multipart';
import { renderInvoicePdf } from '#src/modules/invoices/invoice-pdf';
import { createSession, currentUser, requireUser, setSessionCookie } from '#src/modules/auth/sessions';
import { documentsOf, membershipInvoiceUrl, membershipPaymentsOf } from './members.repo';
import { completeRegistration, paidPurchaseFor, type RegistrationDetails } from './memberships.service';
import { readRegistrationForm, registrationMultipartLimits } from './registration-form';

export const membershipsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, gateway, uploads, secureCookies, mail, seller } = app.services;
  const invoicePrefix = app.services.config.INVOICE_PREFIX;

  async function register(
    reply: FastifyReply,
    details: RegistrationDetails,
    proof: { orderId: string; paymentId: string; signature?: string | undefined },
    files: Parameters<typeof completeRegistration>[4],
  ) {
    const purchase = await paidPurchaseFor(db, gateway, details.kind, details.email, proof, {
      invoicePrefix: invoicePrefix,
      log: reply.log,
    });
    const account = await completeRegistration(db, uploads, purchase, details, files, mail);
    const token = await createSession(db, account.userId);
    setSessionCookie(reply, token, secureCookies);
    return reply.code(201).send({
      success: true as const,
      message:
        details.kind === 'supplier'
          ? 'Payment received & supplier registered.'
          : 'Payment received & job seeker registered.',
      token,
      user: { name: account.name, email: account.email, role: details.kind, status: account.status },
      invoiceUrl: membershipInvoiceUrl(purchase.id),
    });
  }

  await app.register(async (forms) => {
    await acceptMultipart(forms, registrationMultipartLimits);

    forms.post(
      '/save-supplier',
      { schema: { response: { 201: registrationResponseSchema } } },
      async (request, reply) => {
        const { form, files } = await readRegistrationForm(
          request,
          supplierRegistrationSchema,
          registrationFiles.supplier,
          ['categories'],
        );
        return register(
          reply,
          {
            kind: 'supplier',
            businessName: form.businessName,
            contactPerson: form.contactPerson,
            email: form.email,
            mobile: form.mobile,
            password: form.password,
            categories: form.categories,
            address: form.address,
          },
          form,
          files,
        );
      },
    );

    forms.post(
      '/save-jobseeker',
      { schema: { response: { 201: registrationResponseSchema } } },
      async (request, reply) => {
        const { form, files } = await readRegistrationForm(
          request,
          jobseekerRegistrationSchema,
          registrationFiles.jobseeker,
        );
        return register(
          reply,
          {
            kind: 'jobseeker',
            fullName: form.fullName,
            email: form.email,
            mobile: form.mobile,
            password: form.password,
            gender: form.gender,
            dob: form.dob,
            qualification: form.qualification,
            experience: form.experience,
            cityState: form.cityState,
          },
          form,
          files,
        );
      },
    );
  });

  app.get('/members/me', { schema: { response: { 200: memberProfileSchema } } }, async (request, reply) => {
    const user = await requireUser(db, request, ['supplier', 'jobseeker']);
    reply.header('cache-control', 'private, no-store');
    const [documents, paymentsList] = await Promise.all([
      documentsOf(db, [user.id]).then((map) => map.get(user.id) ?? []),
      membershipPaymentsOf(db, user.id),
    ]);
    const [account] = await db.select().from(users).where(eq(users.id, user.id));
    if (user.role === 'supplier') {
      const [profile] = await db.select().from(supplierProfiles).where(eq(supplierProfiles.userId, user.id));
      if (!profile || !account) throw notFound('There is no supplier registration for this account.');
      const status =
        account.status === 'approved' || account.status === 'rejected' ? account.status : 'pending';
      return {
        kind: 'supplier',
        status,
        rejectionReason: status === 'rejected' ? profile.rejectionReason : null,
        decidedAt: profile.decidedAt?.toISOString() ?? null,
        validUntil: profile.validUntil.toISOString(),
        businessName: profile.businessName,
        contactPerson: profile.contactPerson,
        email: account.email,
        mobile: profile.mobile,
        categories: profile.categories,
        address: profile.address,
        documents,
        payments: paymentsList,
      } satisfies MemberProfile;
    }
    const [profile] = await db.select().from(jobseekerProfiles).where(eq(jobseekerProfiles.userId, user.id));
    if (!profile || !account) throw notFound('There is no job seeker registration for this account.');
    return {
      kind: 'jobseeker',
      fullName: account.name,
      email: account.email,
      mobile: profile.mobile,
      gender: profile.gender,
      dob: profile.dob,
      qualification: profile.qualification,
      experience: profile.experience,
      cityState: profile.cityState,
      documents,
      payments: paymentsList,
    } satisfies MemberProfile;
  });

  // The owner and admins only; anyone else, signed in or not, learns nothing: 404.
  app.get(
    '/members/documents/:id',
    { schema: { params: documentIdParamsSchema } },
    async (request, reply) => {
      const viewer = await currentUser(db, request);
      const [document] = await db
        .select()
        .from(memberDocuments)
        .where(eq(memberDocuments.id, request.params.id));
      if (!document || !viewer || (viewer.role !== 'admin' && viewer.id !== document.userId)) {
        throw notFound('There is no such document.');
      }
      const content = await uploads.read(document.storageKey);
      if (!content) throw notFound('The document file is missing.');
      const disposition = document.contentType === 'application/pdf' ? 'attachment' : 'inline';
      return reply
        .type(document.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
        .header('content-disposition', contentDisposition(document.fileName, disposition))
        .send(content);
    },
  );

  /** The GST invoice of a membership fee, for its member and admins; a 404 for anyone else. */
  app.get(
    '/members/invoices/:id',
    { schema: { params: membershipIdParamsSchema } },
    async (request, reply) => {
      const viewer = await currentUser(db, request);
      const [row] = await db
        .select({
          purchase: membershipPurchases,
          paymentId: payments.gatewayPaymentId,
          user: users,
          supplier: supplierProfiles,
          jobseeker: jobseekerProfiles,
        })
        .from(membershipPurchases)
        .innerJoin(payments, eq(payments.membershipId, membershipPurchases.id))
        .innerJoin(users, eq(users.id, membershipPurchases.userId))
        .leftJoin(supplierProfiles, eq(supplierProfiles.userId, users.id))
        .leftJoin(jobseekerProfiles, eq(jobseekerProfiles.userId, users.id))
        .where(eq(membershipPurchases.id, request.params.id));
      if (!row || !viewer || (viewer.role !== 'admin' && viewer.id !== row.user.id)) {
        throw notFound('There is no such invoice.');
      }
      const { purchase, user } = row;
      const { taxablePaise, roundOffPaise } = feeInvoiceAmounts(
        purchase.amountPaise,
        MEMBERSHIP_GST_RATE_BPS,
      );
      const invoice = buildInvoice({
        seller: { ...seller, state: COMPANY_STATE },
        buyer: {
          name: row.supplier?.businessName ?? user.name,
          email: user.email,
          address:
            row.supplier?.address ?? row.jobseeker?.cityState ?? purchase.placeOfSupply ?? COMPANY_STATE,
          city: '',
          state: purchase.placeOfSupply ?? COMPANY_STATE,
          zip: '',
        },
        invoiceNumber: purchase.invoiceNumber!,
        invoiceDate: purchase.paidAt!.toISOString(),
        orderId: purchase.id,
        paymentId: row.paymentId,
        lines: [
          {
            description: membershipDescriptions[purchase.kind],
            hsn: MEMBERSHIP_SAC[purchase.kind],
            quantity: 1,
            unit: 'nos',
            unitPricePaise: taxablePaise,
          },
        ],
        shippingPaise: 0,
        gstRateBps: MEMBERSHIP_GST_RATE_BPS,
        roundOffPaise,
        supply: 'services',
      });
      // The invoice recomputes its amounts; a difference from what was charged is a bug.
      if (invoice.totalPaise !== purchase.amountPaise) {
        throw new Error(`invoice total ${invoice.totalPaise} differs from membership ${purchase.id} fee`);
      }
      const pdf = await renderInvoicePdf(invoice);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          contentDisposition(`invoice-${invoice.invoiceNumber.replaceAll('/', '-')}.pdf`),
        )
        .send(pdf);
    },
  );

  /**
   * The specification's supplier figures. Suppliers do not list products in the catalogue yet (products
   * carry no supplier), so sales, orders and stock are honestly 0 until they do; pendingPayments is the
   * membership fee due: 1 once the year has run out, else 0.
   */
  app.get(
    '/supplier/stats',
    { schema: { response: { 200: supplierStatsSchema } } },
    async (request, reply) => {
      const user = await requireUser(db, request, ['supplier']);
      reply.header('cache-control', 'private, no-store');
      const [profile] = await db
        .select({ validUntil: supplierProfiles.validUntil })
        .from(supplierProfiles)
        .where(eq(supplierProfiles.userId, user.id));
      const expired = !profile || profile.validUntil.getTime() <= Date.now();
      return { salesToday: 0, newOrders: 0, lowStock: 0, pendingPayments: expired ? 1 : 0 };
    },
  );

  /**
   * Job applications do not exist yet (no job listings), so jobsApplied is 0 and lastApplication '-';
   * profileCompletion counts the profile fields and documents present.
   */
  app.get(
    '/jobseeker/stats',
    { schema: { response: { 200: jobseekerStatsSchema } } },
    async (request, reply) => {
      const user = await requireUser(db, request, ['jobseeker']);
      reply.header('cache-control', 'private, no-store');
      const [row] = await db
        .select({ user: users, profile: jobseekerProfiles })
        .from(users)
        .leftJoin(jobseekerProfiles, eq(jobseekerProfiles.userId, users.id))
        .where(eq(users.id, user.id));
      const documents = await db
        .select({ kind: memberDocuments.kind })
        .from(memberDocuments)
        .where(eq(memberDocuments.userId, user.id));
      const present = new Set<string>(documents.map((document) => document.kind));
      const fields = {
        fullName: row?.user.name,
        email: row?.user.email,
        mobile: row?.profile?.mobile,
        gender: row?.profile?.gender,
        dob: row?.profile?.dob,
        qualification: row?.profile?.qualification,
        experience: row?.profile?.experience,
        cityState: row?.profile?.cityState,
      };
      for (const [name, value] of Object.entries(fields)) if (value) present.add(name);
      return { jobsApplied: 0, lastApplication: '-', profileCompletion: profileCompletion(present) };
    },
  );
};
