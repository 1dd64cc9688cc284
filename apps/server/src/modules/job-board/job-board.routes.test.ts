import {
  applicantListSchema,
  jobListSchema,
  jobseekerProfileSchema,
  recommendationListSchema,
  seekerApplicationListSchema,
  type JobseekerProfileInput,
} from '@bulk/domain/job-board';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, outboxMessages } from '#src/db/schema/index';
import { createSession } from '#src/modules/auth/sessions';
import { asBearer, createUser } from '#src/testing/accounts';
import {
  adminToken,
  jobseeker,
  liveSupplierOpening,
  openingInput,
  postOpening,
} from '#src/testing/job-board';
import { supplierWithToken } from '#src/testing/listings';
import { multipartBody } from '#src/testing/members';
import { createTestApp, type TestApp } from '#src/testing/test-app';

// The app's clock is the test's: openings close when it passes their last date, alerts run when it
// reaches the morning.
let now = new Date('2026-12-01T04:00:00Z');
let ctx: TestApp;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp({ clock: { now: () => now } });
  admin = await adminToken(ctx);
});
afterAll(() => ctx.close());

const db = () => ctx.database.handle.db;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: token ? asBearer(token) : {}, ...(payload && { payload }) });
const fieldsOf = (res: { json(): unknown }) =>
  ((res.json() as { issues?: { field: string }[] }).issues ?? []).map((issue) => issue.field);
// One tap sends no body at all; a note comes as JSON.
const applyTo = (token: string, id: number, note?: string) =>
  call('POST', `/api/jobs/${id}/apply`, token, note === undefined ? undefined : { note });
const step = (token: string, applicationId: number, body: object) =>
  call('PATCH', `/api/employer/applications/${applicationId}`, token, body);
const mailsTo = async (email: string, kind?: string) =>
  db()
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, email), kind ? eq(outboxMessages.kind, kind) : undefined));
const profileOf = (overrides: Partial<JobseekerProfileInput> = {}): JobseekerProfileInput => ({
  qualification: 'graduate',
  experienceYears: 3,
  skills: ['Tally', 'GST'],
  preferredCities: ['Pune'],
  expectedMonthlySalaryRupees: 25000,
  languages: ['Hindi', 'Marathi'],
  jobAlerts: true,
  ...overrides,
});

describe('verification of job seekers', () => {
  test('a new seeker may browse and complete the profile, but applying answers 403 with the reason until verified', async () => {
    const { id } = await postOpening(ctx, admin);
    const seeker = await jobseeker(ctx);
    expect((await call('GET', '/api/jobs')).statusCode).toBe(200);
    const profile = await call('PUT', '/api/jobseeker/profile', seeker.token, profileOf());
    expect(profile.statusCode, profile.body).toBe(200);
    expect(jobseekerProfileSchema.parse(profile.json()).verification.status).toBe('pending');

    const refused = await applyTo(seeker.token, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/waiting for verification/);

    const rejected = await call('POST', `/api/admin/jobseekers/${seeker.user.id}/reject`, admin, {
      reason: 'The ID proof is unreadable.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().verification).toMatchObject({
      status: 'rejected',
      reason: 'The ID proof is unreadable.',
    });
    const afterRejection = await applyTo(seeker.token, id);
    expect(afterRejection.statusCode).toBe(403);
    expect(afterRejection.json().message).toContain('The ID proof is unreadable.');
    const [rejectionMail] = await mailsTo(seeker.user.email, 'jobseeker_rejected');
    expect(rejectionMail?.text).toContain('Reason: The ID proof is unreadable.');

    expect((await call('POST', `/api/admin/jobseekers/${seeker.user.id}/verify`, admin)).statusCode).toBe(
      200,
    );
    expect(await mailsTo(seeker.user.email, 'jobseeker_verified')).toHaveLength(1);
    const records = (await call('GET', '/api/admin/jobseekers', admin)).json() as {
      userId: number;
      verification: { status: string };
    }[];
    expect(records.find((record) => record.userId === seeker.user.id)?.verification.status).toBe('verified');
    expect((await applyTo(seeker.token, id)).statusCode).toBe(201);

    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `user:${seeker.user.id}`));
    expect(audit.map((entry) => entry.action)).toEqual(['jobseeker.reject', 'jobseeker.verify']);
  });

  test('only admins decide; a missing seeker is 404 and a rejection needs its reason (400 naming it)', async () => {
    const seeker = await jobseeker(ctx);
    expect(
      (await call('POST', `/api/admin/jobseekers/${seeker.user.id}/verify`, seeker.token)).statusCode,
    ).toBe(403);
    expect((await call('POST', `/api/admin/jobseekers/${seeker.user.id}/verify`)).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/jobseekers/999999/verify', admin)).statusCode).toBe(404);
    const noReason = await call('POST', `/api/admin/jobseekers/${seeker.user.id}/reject`, admin, {
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(fieldsOf(noReason)).toEqual(['reason']);
  });
});

describe('applying', () => {
  test('one application per opening (409 the second time), with the stored resume and the note', async () => {
    const { id } = await postOpening(ctx, admin);
    const seeker = await jobseeker(ctx, admin);
    const first = await applyTo(seeker.token, id, 'I can join at once.');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ status: 'applied', note: 'I can join at once.', canWithdraw: true });
    expect(first.json().timeline).toEqual([
      { status: 'applied', at: now.toISOString(), interviewAt: null, interviewPlace: null },
    ]);
    const second = await applyTo(seeker.token, id);
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().message).toBe('You have already applied to this opening.');
    expect(await mailsTo(seeker.user.email, 'job_application_applied')).toHaveLength(1);
  });

  test('two taps at once make one application: the other is 409', async () => {
    const { id } = await postOpening(ctx, admin);
    const seeker = await jobseeker(ctx, admin);
    const answers = await Promise.all([applyTo(seeker.token, id), applyTo(seeker.token, id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const mine = seekerApplicationListSchema.parse(
      (await call('GET', '/api/jobseeker/applications', seeker.token)).json(),
    );
    expect(mine.applications.filter((application) => application.job.id === id)).toHaveLength(1);
  });

  test('a note over 500 characters or a bad id is 400 naming the field', async () => {
    const seeker = await jobseeker(ctx, admin);
    const long = await applyTo(seeker.token, 1, 'x'.repeat(501));
    expect(long.statusCode).toBe(400);
    expect(fieldsOf(long)).toEqual(['note']);
    const badId = await call('POST', '/api/jobseeker/applications/abc/withdraw', seeker.token);
    expect(badId.statusCode).toBe(400);
    expect(fieldsOf(badId)).toEqual(['id']);
  });

  test('a closed opening refuses applications with 409; a missing one is 404; only job seekers apply', async () => {
    const { id } = await postOpening(ctx, admin);
    const closed = await call('POST', `/api/employer/jobs/${id}/close`, admin);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', open: false });
    const seeker = await jobseeker(ctx, admin);
    const refused = await applyTo(seeker.token, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/closed/);
    expect((await applyTo(seeker.token, 999999)).statusCode).toBe(404);
    const customer = await createSession(db(), (await createUser(ctx, 'customer')).id);
    expect((await applyTo(customer, id)).statusCode).toBe(403);
    expect((await call('POST', `/api/jobs/${id}/apply`, undefined, {})).statusCode).toBe(401);
  });

  test('an opening closes by itself after its last date (India time): off the board, 409 to apply', async () => {
    const saved = now;
    try {
      const { id } = await postOpening(ctx, admin, { lastDate: '2026-12-05', title: 'Dispatch Clerk' });
      const seeker = await jobseeker(ctx, admin);
      // 23:59 in India on the last date: still open.
      now = new Date('2026-12-05T18:29:00Z');
      expect((await call('GET', `/api/jobs/${id}`)).json().open).toBe(true);
      // A minute later it is the next day in India.
      now = new Date('2026-12-05T18:31:00Z');
      const detail = await call('GET', `/api/jobs/${id}`);
      expect(detail.json()).toMatchObject({ id, open: false });
      const board = jobListSchema.parse((await call('GET', '/api/jobs?q=Dispatch')).json());
      expect(board.jobs.map((job) => job.id)).not.toContain(id);
      const refused = await applyTo(seeker.token, id);
      expect(refused.statusCode).toBe(409);
    } finally {
      now = saved;
    }
  });

  test('the seeker withdraws an open application; a final one cannot be withdrawn (409)', async () => {
    const { id } = await postOpening(ctx, admin);
    const seeker = await jobseeker(ctx, admin);
    const applicationId = (await applyTo(seeker.token, id)).json().id as number;
    const withdrawn = await call(
      'POST',
      `/api/jobseeker/applications/${applicationId}/withdraw`,
      seeker.token,
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn', canWithdraw: false });
    expect(withdrawn.json().timeline.map((entry: { status: string }) => entry.status)).toEqual([
      'applied',
      'withdrawn',
    ]);
    expect(
      (await call('POST', `/api/jobseeker/applications/${applicationId}/withdraw`, seeker.token)).statusCode,
    ).toBe(409);
    const other = await jobseeker(ctx, admin);
    expect(
      (await call('POST', `/api/jobseeker/applications/${applicationId}/withdraw`, other.token)).statusCode,
    ).toBe(404);
    expect(await mailsTo(seeker.user.email, 'job_application_withdrawn')).toHaveLength(1);
  });
});

describe('the hiring pipeline', () => {
  test('steps out of order are 409 naming the allowed ones; each step is on the timeline and emailed', async () => {
    const employer = await liveSupplierOpening(ctx, admin);
    const seeker = await jobseeker(ctx, admin);
    const applicationId = (await applyTo(seeker.token, employer.openingId)).json().id as number;

    const early = await step(employer.token, applicationId, { status: 'shortlisted' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'An application that is applied cannot move to shortlisted; the next step may be: viewed, rejected.',
    );
    expect((await step(employer.token, applicationId, { status: 'viewed' })).statusCode).toBe(200);
    expect((await step(employer.token, applicationId, { status: 'shortlisted' })).statusCode).toBe(200);

    const noPlace = await step(employer.token, applicationId, { status: 'interview' });
    expect(noPlace.statusCode).toBe(400);
    expect(fieldsOf(noPlace).sort()).toEqual(['interviewAt', 'interviewPlace']);
    const interview = await step(employer.token, applicationId, {
      status: 'interview',
      interviewAt: '2026-12-10T05:30:00.000Z',
      interviewPlace: 'Plot 12, MIDC Chakan, Pune',
      privateNote: 'Strong on stock registers.',
    });
    expect(interview.statusCode, interview.body).toBe(200);
    expect(interview.json()).toMatchObject({
      status: 'interview',
      privateNote: 'Strong on stock registers.',
      nextSteps: ['interview', 'selected', 'rejected'],
    });
    expect((await step(employer.token, applicationId, { status: 'selected' })).statusCode).toBe(200);
    const final = await step(employer.token, applicationId, { status: 'rejected' });
    expect(final.statusCode).toBe(409);
    expect(final.json().message).toBe('This application is selected: it takes no more steps.');

    const mine = seekerApplicationListSchema.parse(
      (await call('GET', '/api/jobseeker/applications', seeker.token)).json(),
    );
    const application = mine.applications.find((entry) => entry.id === applicationId)!;
    expect(application.timeline.map((entry) => entry.status)).toEqual([
      'applied',
      'viewed',
      'shortlisted',
      'interview',
      'selected',
    ]);
    expect(application.timeline[3]).toMatchObject({
      interviewAt: '2026-12-10T05:30:00.000Z',
      interviewPlace: 'Plot 12, MIDC Chakan, Pune',
    });
    // The private note is the employer's alone.
    expect(JSON.stringify(mine)).not.toContain('Strong on stock registers');
    const mails = await mailsTo(seeker.user.email);
    for (const status of ['applied', 'viewed', 'shortlisted', 'interview', 'selected']) {
      expect(mails.filter((mail) => mail.kind === `job_application_${status}`)).toHaveLength(1);
    }
    expect(mails.find((mail) => mail.kind === 'job_application_interview')?.text).toContain(
      'Plot 12, MIDC Chakan, Pune',
    );
  });

  test("an employer never sees or changes another employer's applicants (404); a note alone is no step", async () => {
    const owner = await liveSupplierOpening(ctx, admin);
    const stranger = await supplierWithToken(ctx, true);
    const seeker = await jobseeker(ctx, admin);
    const applicationId = (await applyTo(seeker.token, owner.openingId)).json().id as number;

    expect(
      (await call('GET', `/api/employer/jobs/${owner.openingId}/applicants`, stranger.token)).statusCode,
    ).toBe(404);
    expect((await step(stranger.token, applicationId, { status: 'viewed' })).statusCode).toBe(404);
    // The company (an admin as employer) does not move a supplier's applicants either.
    expect((await step(admin, applicationId, { status: 'viewed' })).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/employer/jobs/${owner.openingId}/applicants`, seeker.token)).statusCode,
    ).toBe(403);

    const noted = await step(owner.token, applicationId, { privateNote: 'Call on Monday.' });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json()).toMatchObject({ status: 'applied', privateNote: 'Call on Monday.' });
    const list = applicantListSchema.parse(
      (await call('GET', `/api/employer/jobs/${owner.openingId}/applicants`, owner.token)).json(),
    );
    expect(list.applicants.map((applicant) => applicant.applicationId)).toEqual([applicationId]);
    expect(list.job.applicantCount).toBe(1);
    const empty = await step(owner.token, applicationId, {});
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty)).toEqual(['status']);
  });
});

describe('resumes sent with applications', () => {
  test('served to the seeker, the employer of the opening and admins only; every download is audited', async () => {
    const employer = await liveSupplierOpening(ctx, admin);
    const seeker = await jobseeker(ctx, admin);
    const applicationId = (await applyTo(seeker.token, employer.openingId)).json().id as number;
    const list = applicantListSchema.parse(
      (await call('GET', `/api/employer/jobs/${employer.openingId}/applicants`, employer.token)).json(),
    );
    const url = list.applicants[0]!.resumeUrl!;
    expect(url).toBe(`/api/job-applications/${applicationId}/resume`);

    const otherSupplier = await supplierWithToken(ctx, true);
    const otherSeeker = await jobseeker(ctx);
    const customer = await createSession(db(), (await createUser(ctx, 'customer')).id);
    for (const token of [seeker.token, employer.token, admin]) {
      const res = await call('GET', url, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    for (const token of [otherSupplier.token, otherSeeker.token, customer, undefined]) {
      expect((await call('GET', url, token)).statusCode).toBe(404);
    }
    const downloads = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'resume.download'), eq(auditLog.target, `application:${applicationId}`)),
      );
    expect(downloads.map((entry) => entry.details?.role).sort()).toEqual(['admin', 'jobseeker', 'supplier']);
    expect(downloads.map((entry) => entry.adminId)).toEqual(
      expect.arrayContaining([seeker.user.id, employer.user.id]),
    );
  });

  test('the seeker replaces the resume with a PDF (checked by its content); past applications keep theirs', async () => {
    const seeker = await jobseeker(ctx, admin);
    const { id } = await postOpening(ctx, admin);
    const applicationId = (await applyTo(seeker.token, id)).json().id as number;
    const png = await multipartBody(
      {},
      { resume: [Buffer.from('89504e470d0a1a0a0000', 'hex'), 'resume.pdf'] },
    );
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: '/api/jobseeker/profile/resume',
      headers: { ...asBearer(seeker.token), ...png.headers },
      payload: png.payload,
    });
    expect(refused.statusCode).toBe(415);
    expect(fieldsOf(refused)).toEqual(['resume']);
    const pdf = await multipartBody({}, { resume: [Buffer.from('%PDF-1.4\n%%EOF\n'), 'new cv.pdf'] });
    const replaced = await ctx.app.inject({
      method: 'PUT',
      url: '/api/jobseeker/profile/resume',
      headers: { ...asBearer(seeker.token), ...pdf.headers },
      payload: pdf.payload,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(jobseekerProfileSchema.parse(replaced.json()).resume?.fileName).toBe('new cv.pdf');
    const sent = await call('GET', `/api/job-applications/${applicationId}/resume`, seeker.token);
    expect(sent.body).toContain('/Type/Catalog');
    expect(sent.body).not.toBe('%PDF-1.4\n%%EOF\n');
  });
});

describe('openings of suppliers', () => {
  test('reviewed by an admin: submitted, rejected with a reason (mailed), edited, approved into the board as a verified employer', async () => {
    const pending = await supplierWithToken(ctx, false);
    const refused = await call('POST', '/api/employer/jobs', pending.token, openingInput());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/approved by an admin/);

    const supplier = await supplierWithToken(ctx, true);
    const title = 'Sales Executive (FMCG)';
    const { id, status } = await postOpening(ctx, supplier.token, {
      title,
      city: 'Indore',
      state: 'Madhya Pradesh',
    });
    expect(status).toBe('submitted');
    const board = () =>
      call('GET', `/api/jobs?q=${encodeURIComponent('Sales Executive')}`).then((res) => res.json());
    expect((await board()).jobs.map((job: { id: number }) => job.id)).not.toContain(id);
    expect((await call('GET', `/api/jobs/${id}`)).statusCode).toBe(404);
    const queue = await call('GET', '/api/admin/jobs?status=submitted', admin);
    expect(queue.json().jobs.map((job: { id: number }) => job.id)).toContain(id);

    const rejected = await call('POST', `/api/admin/jobs/${id}/reject`, admin, {
      reason: 'Please state the salary.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Please state the salary.',
    });
    expect((await call('POST', `/api/admin/jobs/${id}/approve`, admin)).statusCode).toBe(409);
    const edited = await call(
      'PATCH',
      `/api/employer/jobs/${id}`,
      supplier.token,
      openingInput({ title, city: 'Indore', state: 'Madhya Pradesh', salaryMinRupees: 18000 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'submitted', rejectionReason: null });

    const approved = await call('POST', `/api/admin/jobs/${id}/approve`, admin);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'live', postedBy: { userId: supplier.user.id } });
    const live = (await board()).jobs.find((job: { id: number }) => job.id === id);
    expect(live.employer).toMatchObject({ kind: 'supplier', name: 'Malwa Agro Traders', verified: true });
    expect((await mailsTo(supplier.user.email, 'job_opening_rejected'))[0]?.text).toContain(
      'Please state the salary.',
    );
    expect(await mailsTo(supplier.user.email, 'job_opening_approved')).toHaveLength(1);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `job:${id}`));
    expect(audit.map((entry) => entry.action)).toEqual(['job.reject', 'job.approve']);

    // Another supplier cannot edit or close it.
    const other = await supplierWithToken(ctx, true);
    expect((await call('PATCH', `/api/employer/jobs/${id}`, other.token, openingInput())).statusCode).toBe(
      404,
    );
    expect((await call('POST', `/api/employer/jobs/${id}/close`, other.token)).statusCode).toBe(404);
  });

  test("the company's opening (posted by an admin) is live at once and shown as the company's", async () => {
    const { id, status } = await postOpening(ctx, admin, { title: 'Accountant (Tally)' });
    expect(status).toBe('live');
    const detail = await call('GET', `/api/jobs/${id}`);
    expect(detail.json()).toMatchObject({
      employer: { kind: 'company', verified: false, slug: null },
      open: true,
    });
    const mine = await call('GET', '/api/employer/jobs', admin);
    expect(mine.json().jobs.map((job: { id: number }) => job.id)).toContain(id);
  });

  test('bad openings are 400 naming the field', async () => {
    const cases: [object, string][] = [
      [openingInput({ salaryMinRupees: 30000, salaryMaxRupees: 20000 }), 'salaryMaxRupees'],
      [openingInput({ experienceMinYears: 5, experienceMaxYears: 2 }), 'experienceMaxYears'],
      [openingInput({ type: 'walk-in' }), 'walkInVenue'],
      [openingInput({ walkInVenue: 'Gate 2, Hall B', walkInTime: '10 am to 4 pm' }), 'walkInVenue'],
      [openingInput({ state: 'Atlantis' }), 'state'],
      [openingInput({ qualification: 'phd' as never }), 'qualification'],
      [openingInput({ lastDate: '2026-02-30' }), 'lastDate'],
      [openingInput({ lastDate: '2026-11-30' }), 'lastDate'],
      [openingInput({ lastDate: '2027-12-31' }), 'lastDate'],
      [openingInput({ vacancies: 0 }), 'vacancies'],
    ];
    for (const [payload, field] of cases) {
      const res = await call('POST', '/api/employer/jobs', admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldsOf(res), JSON.stringify(payload)).toContain(field);
    }
    const walkIn = await call(
      'POST',
      '/api/employer/jobs',
      admin,
      openingInput({
        type: 'walk-in',
        walkInVenue: 'Gate 2, Hall B, Chakan',
        walkInTime: '8 Dec, 10 am to 4 pm',
      }),
    );
    expect(walkIn.statusCode, walkIn.body).toBe(201);
  });
});

describe('the public board', () => {
  test('filters by city, type, qualification, experience, salary and words, and counts the live openings', async () => {
    const before = (await call('GET', '/api/jobs/live-count')).json().count as number;
    const tag = `Zq${Date.now()}`;
    const driver = await postOpening(ctx, admin, {
      title: `Delivery Driver ${tag}`,
      city: 'Nagpur',
      type: 'contract',
      qualification: '10th',
      experienceMinYears: 2,
      experienceMaxYears: 6,
      salaryMinRupees: 18000,
      salaryMaxRupees: 24000,
      skills: ['LMV licence'],
    });
    const packer = await postOpening(ctx, admin, {
      title: `Packing Helper ${tag}`,
      city: 'nagpur',
      type: 'part-time',
      qualification: 'none',
      experienceMinYears: 0,
      experienceMaxYears: 1,
      salaryMinRupees: 9000,
      salaryMaxRupees: 11000,
    });
    expect((await call('GET', '/api/jobs/live-count')).json().count).toBe(before + 2);
    const ids = async (query: string) => {
      const res = await call('GET', `/api/jobs?q=${tag}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return jobListSchema.parse(res.json()).jobs.map((job) => job.id);
    };
    expect(await ids('city=NAGPUR')).toEqual([packer.id, driver.id]);
    expect(await ids('type=contract')).toEqual([driver.id]);
    expect(await ids('qualification=below10th')).toEqual([packer.id]);
    expect(await ids('experience=4')).toEqual([driver.id]);
    expect(await ids('salary=20000')).toEqual([driver.id]);
    // Every word is found in the title, description, skills or employer.
    const words = async (q: string) =>
      jobListSchema
        .parse((await call('GET', `/api/jobs?q=${encodeURIComponent(q)}`)).json())
        .jobs.map((job) => job.id);
    expect(await words(`${tag} licence`)).toEqual([driver.id]);
    expect(await words(`${tag} forklift`)).toEqual([]);
  });

  test('bad filters are 400 naming the field', async () => {
    for (const [query, field] of [
      ['type=gig', 'type'],
      ['experience=-1', 'experience'],
      ['salary=lots', 'salary'],
      ['qualification=phd', 'qualification'],
      ['page=0', 'page'],
    ]) {
      const res = await call('GET', `/api/jobs?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(fieldsOf(res), query).toEqual([field]);
    }
    expect((await call('GET', '/api/jobs/abc')).statusCode).toBe(400);
  });
});

describe('profile, stats and recommendations', () => {
  test('the profile completion says what is filled and missing; bad fields are 400 naming them', async () => {
    const seeker = await jobseeker(ctx);
    const empty = jobseekerProfileSchema.parse(
      (await call('GET', '/api/jobseeker/profile', seeker.token)).json(),
    );
    // Registration gave the mobile, resume, ID proof and signed policy.
    expect(empty.completion).toEqual({
      percent: 40,
      filled: ['mobile', 'resume', 'idProof', 'signedPolicy'],
      missing: [
        'qualification',
        'experienceYears',
        'skills',
        'preferredCities',
        'expectedMonthlySalary',
        'languages',
      ],
    });
    const full = await call('PUT', '/api/jobseeker/profile', seeker.token, profileOf());
    expect(full.json().completion).toMatchObject({ percent: 100, missing: [] });
    const bad = await call('PUT', '/api/jobseeker/profile', seeker.token, {
      ...profileOf(),
      qualification: 'phd',
      experienceYears: 1.5,
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad).sort()).toEqual(['experienceYears', 'qualification']);
  });

  test('stats count the applications, the last date (India) and the completion', async () => {
    const seeker = await jobseeker(ctx, admin);
    const before = await call('GET', '/api/jobseeker/stats', seeker.token);
    expect(before.json()).toEqual({ jobsApplied: 0, lastApplication: '-', profileCompletion: 40 });
    const { id } = await postOpening(ctx, admin);
    // 20:00 UTC on 1 Dec is already 2 Dec in India.
    const saved = now;
    now = new Date('2026-12-01T20:00:00Z');
    try {
      expect((await applyTo(seeker.token, id)).statusCode).toBe(201);
    } finally {
      now = saved;
    }
    expect((await call('GET', '/api/jobseeker/stats', seeker.token)).json()).toEqual({
      jobsApplied: 1,
      lastApplication: '2026-12-02',
      profileCompletion: 40,
    });
  });

  test('recommendations rank open openings not applied to by a score whose parts explain the order', async () => {
    const seeker = await jobseeker(ctx, admin);
    await call('PUT', '/api/jobseeker/profile', seeker.token, profileOf({ preferredCities: ['Surat'] }));
    const tag = `Rk${Date.now()}`;
    const base = {
      state: 'Gujarat',
      qualification: 'graduate' as const,
      experienceMinYears: 2,
      experienceMaxYears: 5,
    };
    const best = await postOpening(ctx, admin, {
      ...base,
      title: `Accounts ${tag} A`,
      city: 'Surat',
      skills: ['Tally', 'GST'],
    });
    const second = await postOpening(ctx, admin, {
      ...base,
      title: `Accounts ${tag} B`,
      city: 'Vadodara',
      skills: ['tally', 'Busy'],
    });
    const third = await postOpening(ctx, admin, {
      ...base,
      title: `Accounts ${tag} C`,
      city: 'Surat',
      qualification: 'postgraduate',
      experienceMinYears: 5,
      experienceMaxYears: 8,
      skills: ['SAP'],
    });
    const applied = await postOpening(ctx, admin, {
      ...base,
      title: `Accounts ${tag} D`,
      city: 'Surat',
      skills: ['Tally', 'GST'],
    });
    expect((await applyTo(seeker.token, applied.id)).statusCode).toBe(201);

    const list = recommendationListSchema
      .parse((await call('GET', '/api/jobseeker/recommendations', seeker.token)).json())
      .recommendations.filter((entry) => entry.job.title.includes(tag));
    expect(list.map((entry) => entry.job.id)).toEqual([best.id, second.id, third.id]);
    const parts = (index: number) =>
      Object.fromEntries(list[index]!.match.parts.map((part) => [part.key, [part.points, part.outcome]]));
    expect(list.map((entry) => entry.match.score)).toEqual([100, 62, 40]);
    expect(parts(0)).toEqual({
      city: [25, 'met'],
      qualification: [25, 'met'],
      experience: [25, 'met'],
      skills: [25, 'met'],
    });
    expect(parts(1)).toEqual({
      city: [0, 'unmet'],
      qualification: [25, 'met'],
      experience: [25, 'met'],
      skills: [12, 'partly'],
    });
    expect(parts(2)).toEqual({
      city: [25, 'met'],
      qualification: [0, 'unmet'],
      experience: [15, 'partly'],
      skills: [0, 'unmet'],
    });
    for (const entry of list) {
      expect(entry.match.score).toBe(entry.match.parts.reduce((sum, part) => sum + part.points, 0));
    }
    expect(list[2]!.match.parts.find((part) => part.key === 'skills')?.missingSkills).toEqual(['SAP']);
  });
});

describe('the daily alert', () => {
  test('mails new matching openings once each, never twice; one click unsubscribes', async () => {
    const saved = now;
    try {
      const city = `Alertpur${Date.now()}`;
      const seeker = await jobseeker(ctx, admin);
      const skill = `Forklift ${city}`;
      await call(
        'PUT',
        '/api/jobseeker/profile',
        seeker.token,
        profileOf({ preferredCities: [city], experienceYears: 10, skills: [skill] }),
      );
      const match = {
        city,
        qualification: 'graduate' as const,
        experienceMinYears: 8,
        experienceMaxYears: 12,
        skills: [skill],
      };
      const first = await postOpening(ctx, admin, { ...match, title: 'Billing Assistant' });
      await postOpening(ctx, admin, {
        ...match,
        city: 'Chennai',
        qualification: 'postgraduate',
        skills: ['SAP'],
        title: 'Finance Lead',
      });
      const alerts = () => mailsTo(seeker.user.email, 'job_alert');

      // The morning run (08:00 India time) mails the matching opening, not the poor match.
      now = new Date('2026-12-02T02:30:00Z');
      await ctx.app.services.jobs.runDue();
      let mails = await alerts();
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(`/jobs/${first.id}`);
      expect(mails[0]!.text).toContain('Billing Assistant');
      expect(mails[0]!.text).not.toContain('Finance Lead');

      // The next morning: only the opening posted since.
      const second = await postOpening(ctx, admin, { ...match, title: 'Stores Assistant' });
      now = new Date('2026-12-03T02:30:00Z');
      await ctx.app.services.jobs.runDue();
      mails = await alerts();
      expect(mails).toHaveLength(2);
      const latest = mails.find((mail) => mail.text.includes('Stores Assistant'))!;
      expect(latest.text).toContain(`/jobs/${second.id}`);
      expect(latest.text).not.toContain(`/jobs/${first.id}\n`);

      // Nothing new: no mail.
      now = new Date('2026-12-04T02:30:00Z');
      await ctx.app.services.jobs.runDue();
      expect(await alerts()).toHaveLength(2);

      const token = /unsubscribe\?token=([\w-]+)/.exec(latest.text)![1]!;
      expect((await call('POST', '/api/job-alerts/unsubscribe', undefined, { token: 'x' })).statusCode).toBe(
        400,
      );
      expect(
        (await call('POST', '/api/job-alerts/unsubscribe', undefined, { token: 'alert_' + 'A'.repeat(32) }))
          .statusCode,
      ).toBe(404);
      const unsubscribed = await call('POST', '/api/job-alerts/unsubscribe', undefined, { token });
      expect(unsubscribed.statusCode, unsubscribed.body).toBe(200);
      expect((await call('GET', '/api/jobseeker/profile', seeker.token)).json().jobAlerts).toBe(false);
      await postOpening(ctx, admin, { ...match, title: 'Godown Assistant', lastDate: '2027-02-27' });
      now = new Date('2026-12-05T02:30:00Z');
      await ctx.app.services.jobs.runDue();
      expect(await alerts()).toHaveLength(2);
    } finally {
      now = saved;
    }
  });
});
