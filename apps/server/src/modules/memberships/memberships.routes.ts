import {
  documentIdParamsSchema,
  membershipIdParamsSchema,
  jobseekerRegistrationSchema,
  memberProfileSchema,
  registrationFiles,
  registrationResponseSchema,
  supplierRegistrationSchema,
} from '@bulk/domain/memberships';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '#src/lib/download';
import { acceptMultipart } from '#src/lib/multipart';
import { createSession, currentUser, requireUser, setSessionCookie } from '#src/modules/auth/sessions';
import {
  memberDocumentFor,
  memberProfile,
  membershipInvoiceFor,
  registerMember,
  type PaymentProof,
  type RegistrationDetails,
  type UploadedFile,
} from './memberships.service';
import { readRegistrationForm, registrationMultipartLimits } from './registration-form';
import {
  endMembership,
  lapseMembership,
  MEMBERSHIP_END_JOB,
  MEMBERSHIP_LAPSE_JOB,
  MEMBERSHIP_REMINDER_JOB,
  sendMembershipReminder,
} from './renewal.service';

export const membershipsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, gateway, uploads, secureCookies, seller, clock, jobs, mail } = app.services;
  const invoicePrefix = app.services.config.INVOICE_PREFIX;

  jobs.handle(MEMBERSHIP_REMINDER_JOB, ({ payload, tx, now }) =>
    sendMembershipReminder(tx, payload, now, mail),
  );
  jobs.handle(MEMBERSHIP_LAPSE_JOB, ({ payload, tx, now }) => lapseMembership(tx, payload, now, mail));
  jobs.handle(MEMBERSHIP_END_JOB, ({ payload, tx, now }) => endMembership(tx, payload, now));

  async function register(
    reply: FastifyReply,
    details: RegistrationDetails,
    proof: PaymentProof,
    files: UploadedFile[],
  ) {
    const { account, invoiceUrl } = await registerMember(
      db,
      gateway,
      uploads,
      { details, proof, files },
      { invoicePrefix, log: reply.log, services: app.services },
    );
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
      invoiceUrl,
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
    return memberProfile(db, user, clock.now());
  });

  // The owner and admins only; anyone else, signed in or not, learns nothing: 404.
  app.get(
    '/members/documents/:id',
    { schema: { params: documentIdParamsSchema } },
    async (request, reply) => {
      const viewer = await currentUser(db, request);
      const { document, content } = await memberDocumentFor(db, uploads, viewer, request.params.id);
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
      const { pdf, invoiceNumber } = await membershipInvoiceFor(db, seller, viewer, request.params.id);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          contentDisposition(`invoice-${invoiceNumber.replaceAll('/', '-')}.pdf`),
        )
        .send(pdf);
    },
  );
};
