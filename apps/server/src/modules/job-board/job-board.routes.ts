import {
  applicationIdParamsSchema,
  applicationUpdateSchema,
  applicantListSchema,
  applicantSchema,
  applyRequestSchema,
  employerJobListSchema,
  employerJobSchema,
  jobDetailSchema,
  jobListQuerySchema,
  jobListSchema,
  jobseekerProfileInputSchema,
  jobseekerProfileSchema,
  liveJobCountSchema,
  openingIdParamsSchema,
  openingInputSchema,
  recommendationListSchema,
  seekerApplicationListSchema,
  seekerApplicationSchema,
  unsubscribeRequestSchema,
  unsubscribeResponseSchema,
} from '@bulk/domain/job-board';
import { UPLOAD_MAX_BYTES } from '@bulk/domain/engagement';
import { jobseekerStatsSchema } from '@bulk/domain/memberships';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentDisposition } from '#src/lib/download';
import { acceptMultipart } from '#src/lib/multipart';
import { currentUser, requireUser } from '#src/modules/auth/sessions';
import { listingFileLimits, readListingFile } from '#src/modules/listings/listing-file-form';
import {
  applicants,
  applicationResume,
  apply,
  seekerApplications,
  updateApplicationByEmployer,
  withdraw,
} from './applications.service';
import { DAILY_ALERT_JOB, scheduleDailyAlert, sendDailyAlerts, unsubscribe } from './job-alerts.service';
import {
  jobseekerProfile,
  jobseekerStats,
  recommendations,
  replaceResume,
  updateJobseekerProfile,
} from './jobseekers.service';
import {
  boardPage,
  closeOpening,
  editOpening,
  employerJobs,
  liveJobCount,
  postOpening,
  publicJob,
} from './openings.service';

/** Public answers may be cached briefly: a new opening shows within a minute. */
const PUBLIC_CACHE = 'public, max-age=60';
const PRIVATE = 'private, no-store';
const EMPLOYERS = ['supplier', 'admin'] as const;

/**
 * The job board (issue 19, docs/decisions/020-job-board.md): the public board, the job seeker's profile,
 * applications and recommendations, and the employer's openings and applicants. Admin review is in
 * `admin-job-board.routes.ts`.
 */
export const jobBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, mail, uploads, jobs } = app.services;
  const companyName = mail.storeName;

  jobs.handle(DAILY_ALERT_JOB, ({ tx, now }) => sendDailyAlerts(tx, now, mail, companyName));
  app.addHook('onReady', async () => scheduleDailyAlert(db, clock.now()));

  app.get(
    '/jobs',
    { schema: { querystring: jobListQuerySchema, response: { 200: jobListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return boardPage(db, request.query, clock.now(), companyName);
    },
  );

  app.get(
    '/jobs/live-count',
    { schema: { response: { 200: liveJobCountSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return { count: await liveJobCount(db, clock.now()) };
    },
  );

  app.get(
    '/jobs/:id',
    { schema: { params: openingIdParamsSchema, response: { 200: jobDetailSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return publicJob(db, request.params.id, clock.now(), companyName);
    },
  );

  app.post(
    '/jobs/:id/apply',
    {
      schema: {
        params: openingIdParamsSchema,
        body: applyRequestSchema,
        response: { 201: seekerApplicationSchema },
      },
    },
    async (request, reply) => {
      const seeker = await requireUser(db, request, ['jobseeker']);
      const application = await apply(
        db,
        mail,
        seeker,
        request.params.id,
        request.body.note,
        clock.now(),
        companyName,
      );
      return reply.code(201).header('cache-control', PRIVATE).send(application);
    },
  );

  app.post(
    '/job-alerts/unsubscribe',
    { schema: { body: unsubscribeRequestSchema, response: { 200: unsubscribeResponseSchema } } },
    async (request, reply) => {
      await unsubscribe(db, request.body.token);
      reply.header('cache-control', PRIVATE);
      return { unsubscribed: true as const };
    },
  );

  // The job seeker's side.
  app.get(
    '/jobseeker/applications',
    { schema: { response: { 200: seekerApplicationListSchema } } },
    async (request, reply) => {
      const seeker = await requireUser(db, request, ['jobseeker']);
      reply.header('cache-control', PRIVATE);
      return { applications: await seekerApplications(db, seeker.id, clock.now(), companyName) };
    },
  );

  app.post(
    '/jobseeker/applications/:id/withdraw',
    { schema: { params: applicationIdParamsSchema, response: { 200: seekerApplicationSchema } } },
    async (request, reply) => {
      const seeker = await requireUser(db, request, ['jobseeker']);
      reply.header('cache-control', PRIVATE);
      return withdraw(db, mail, seeker.id, request.params.id, clock.now(), companyName);
    },
  );

  app.get(
    '/jobseeker/profile',
    { schema: { response: { 200: jobseekerProfileSchema } } },
    async (request, reply) => {
      const seeker = await requireUser(db, request, ['jobseeker']);
      reply.header('cache-control', PRIVATE);
      return jobseekerProfile(db, seeker.id);
    },
  );

  app.put(
    '/jobseeker/profile',
    { schema: { body: jobseekerProfileInputSchema, response: { 200: jobseekerProfileSchema } } },
    async (request, reply) => {
      const seeker = await requireUser(db, request, ['jobseeker']);
      reply.header('cache-control', PRIVATE);
      return updateJobseekerProfile(db, seeker.id, request.body);
    },
  );

  await app.register(async (resumes) => {
    await acceptMultipart(resumes, listingFileLimits(UPLOAD_MAX_BYTES));
    resumes
      .withTypeProvider<ZodTypeProvider>()
      .put(
        '/jobseeker/profile/resume',
        { schema: { response: { 200: jobseekerProfileSchema } } },
        async (request, reply) => {
          const seeker = await requireUser(db, request, ['jobseeker']);
          const file = await readListingFile(request, 'resume', UPLOAD_MAX_BYTES);
          reply.header('cache-control', PRIVATE);
          return replaceResume(db, uploads, seeker.id, file, clock.now());
        },
      );
  });

  app.get(
    '/jobseeker/recommendations',
    { schema: { response: { 200: recommendationListSchema } } },
    async (request, reply) => {
      const seeker = await requireUser(db, request, ['jobseeker']);
      reply.header('cache-control', PRIVATE);
      return recommendations(db, seeker.id, clock.now(), companyName);
    },
  );

  app.get(
    '/jobseeker/stats',
    { schema: { response: { 200: jobseekerStatsSchema } } },
    async (request, reply) => {
      const seeker = await requireUser(db, request, ['jobseeker']);
      reply.header('cache-control', PRIVATE);
      return jobseekerStats(db, seeker.id);
    },
  );

  // The employer's side: an approved supplier for itself, an admin for the company.
  app.get(
    '/employer/jobs',
    { schema: { response: { 200: employerJobListSchema } } },
    async (request, reply) => {
      const user = await requireUser(db, request, EMPLOYERS);
      reply.header('cache-control', PRIVATE);
      return { jobs: await employerJobs(db, user, clock.now(), companyName) };
    },
  );

  app.post(
    '/employer/jobs',
    { schema: { body: openingInputSchema, response: { 201: employerJobSchema } } },
    async (request, reply) => {
      const user = await requireUser(db, request, EMPLOYERS);
      const job = await postOpening(db, user, request.body, clock.now(), companyName);
      return reply.code(201).header('cache-control', PRIVATE).send(job);
    },
  );

  app.patch(
    '/employer/jobs/:id',
    {
      schema: {
        params: openingIdParamsSchema,
        body: openingInputSchema,
        response: { 200: employerJobSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(db, request, EMPLOYERS);
      reply.header('cache-control', PRIVATE);
      return editOpening(db, user, request.params.id, request.body, clock.now(), companyName);
    },
  );

  app.post(
    '/employer/jobs/:id/close',
    { schema: { params: openingIdParamsSchema, response: { 200: employerJobSchema } } },
    async (request, reply) => {
      const user = await requireUser(db, request, EMPLOYERS);
      reply.header('cache-control', PRIVATE);
      return closeOpening(db, user, request.params.id, clock.now(), companyName);
    },
  );

  app.get(
    '/employer/jobs/:id/applicants',
    { schema: { params: openingIdParamsSchema, response: { 200: applicantListSchema } } },
    async (request, reply) => {
      const user = await requireUser(db, request, EMPLOYERS);
      reply.header('cache-control', PRIVATE);
      return applicants(db, user, request.params.id, clock.now(), companyName);
    },
  );

  app.patch(
    '/employer/applications/:id',
    {
      schema: {
        params: applicationIdParamsSchema,
        body: applicationUpdateSchema,
        response: { 200: applicantSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(db, request, EMPLOYERS);
      reply.header('cache-control', PRIVATE);
      return updateApplicationByEmployer(
        db,
        mail,
        user,
        request.params.id,
        request.body,
        clock.now(),
        companyName,
      );
    },
  );

  // The seeker, the opening's employer and admins; anyone else, signed in or not, learns nothing: 404.
  app.get(
    '/job-applications/:id/resume',
    { schema: { params: applicationIdParamsSchema } },
    async (request, reply) => {
      const viewer = await currentUser(db, request);
      const { fileName, content } = await applicationResume(
        db,
        uploads,
        viewer,
        request.params.id,
        clock.now(),
      );
      return reply
        .type('application/pdf')
        .header('cache-control', PRIVATE)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', contentDisposition(fileName))
        .send(content);
    },
  );
};
