import {
  adminJobListQuerySchema,
  adminJobListSchema,
  adminJobSchema,
  jobseekerIdParamsSchema,
  jobseekerVerificationSchema,
  openingIdParamsSchema,
  rejectionRequestSchema,
} from '@bulk/domain/job-board';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '#src/modules/auth/sessions';
import { decideJobseeker } from './jobseekers.service';
import { adminJobs, decideOpening } from './openings.service';

/**
 * The admin side of the job board: reviewing suppliers' openings and verifying job seekers. Like every
 * `/api/admin/*` route: 401 without a session, 403 for any role but admin.
 */
export const adminJobBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mail, clock } = app.services;
  const companyName = mail.storeName;

  app.get(
    '/jobs',
    { schema: { querystring: adminJobListQuerySchema, response: { 200: adminJobListSchema } } },
    async (request) => adminJobs(db, request.query.status, request.query.page, clock.now(), companyName),
  );

  app.post(
    '/jobs/:id/approve',
    { schema: { params: openingIdParamsSchema, response: { 200: adminJobSchema } } },
    async (request) => {
      const admin = await requireUser(db, request, ['admin']);
      return decideOpening(
        db,
        mail,
        admin.id,
        request.params.id,
        { approved: true },
        clock.now(),
        companyName,
      );
    },
  );

  app.post(
    '/jobs/:id/reject',
    {
      schema: {
        params: openingIdParamsSchema,
        body: rejectionRequestSchema,
        response: { 200: adminJobSchema },
      },
    },
    async (request) => {
      const admin = await requireUser(db, request, ['admin']);
      const decision = { approved: false as const, reason: request.body.reason };
      return decideOpening(db, mail, admin.id, request.params.id, decision, clock.now(), companyName);
    },
  );

  app.post(
    '/jobseekers/:userId/verify',
    { schema: { params: jobseekerIdParamsSchema, response: { 200: jobseekerVerificationSchema } } },
    async (request) => {
      const admin = await requireUser(db, request, ['admin']);
      return decideJobseeker(db, mail, admin.id, request.params.userId, { verified: true }, clock.now());
    },
  );

  app.post(
    '/jobseekers/:userId/reject',
    {
      schema: {
        params: jobseekerIdParamsSchema,
        body: rejectionRequestSchema,
        response: { 200: jobseekerVerificationSchema },
      },
    },
    async (request) => {
      const admin = await requireUser(db, request, ['admin']);
      const decision = { verified: false as const, reason: request.body.reason };
      return decideJobseeker(db, mail, admin.id, request.params.userId, decision, clock.now());
    },
  );
};
