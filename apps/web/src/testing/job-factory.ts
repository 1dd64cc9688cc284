import type {
  Applicant,
  JobDetail,
  JobseekerProfile,
  SeekerApplication,
  TimelineEntry,
} from '@bulk/domain/job-board';

/** A live opening of the company's, as `GET /api/jobs/:id` answers it. */
export function buildJob(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    id: 1,
    title: 'Warehouse Supervisor',
    employer: { kind: 'company', name: 'Bulk Trade India', slug: null, verified: false },
    type: 'full-time',
    vacancies: 2,
    city: 'Indore',
    state: 'Madhya Pradesh',
    salaryMinRupees: 18000,
    salaryMaxRupees: 24000,
    experienceMinYears: 1,
    experienceMaxYears: 5,
    qualification: '12th',
    skills: ['Inventory', 'Forklift'],
    lastDate: '2099-12-31',
    walkInVenue: null,
    walkInTime: null,
    postedAt: '2026-11-20T05:30:00.000Z',
    open: true,
    description: 'Supervise the receiving and dispatch of bulk spices at our Indore warehouse.',
    ...overrides,
  };
}

/** The list answer of `GET /api/jobs` holding `jobs`. */
export function jobList(jobs: JobDetail[], page = 1, totalPages = 1) {
  return { jobs, total: jobs.length, page, pageSize: 20, totalPages };
}

export function timelineEntry(
  status: TimelineEntry['status'],
  at: string,
  interview?: { at: string; place: string },
) {
  return { status, at, interviewAt: interview?.at ?? null, interviewPlace: interview?.place ?? null };
}

export function buildApplication(overrides: Partial<SeekerApplication> = {}): SeekerApplication {
  return {
    id: 7,
    job: buildJob(),
    status: 'applied',
    note: null,
    appliedAt: '2026-11-21T04:30:00.000Z',
    timeline: [timelineEntry('applied', '2026-11-21T04:30:00.000Z')],
    canWithdraw: true,
    ...overrides,
  };
}

export function buildJobseekerProfile(overrides: Partial<JobseekerProfile> = {}): JobseekerProfile {
  return {
    fullName: 'Meera Joshi',
    email: 'meera@example.com',
    mobile: '9876543210',
    qualification: '12th',
    experienceYears: 2,
    skills: ['Forklift'],
    preferredCities: ['Indore'],
    expectedMonthlySalaryRupees: 20000,
    languages: ['Hindi'],
    jobAlerts: true,
    verification: { status: 'verified', reason: null, decidedAt: '2026-11-20T06:00:00.000Z' },
    resume: {
      documentId: 'doc_1',
      fileName: 'resume.pdf',
      uploadedAt: '2026-11-19T06:00:00.000Z',
      url: '/api/members/documents/doc_1',
    },
    completion: { percent: 100, filled: [], missing: [] },
    ...overrides,
  };
}

export function buildApplicant(overrides: Partial<Applicant> = {}): Applicant {
  return {
    applicationId: 11,
    seeker: {
      userId: 5,
      fullName: 'Meera Joshi',
      email: 'meera@example.com',
      mobile: '9876543210',
      qualification: '12th',
      experienceYears: 2,
      skills: ['Forklift'],
      preferredCities: ['Indore'],
      languages: ['Hindi'],
    },
    status: 'applied',
    note: 'I can join next week.',
    privateNote: null,
    appliedAt: '2026-11-21T04:30:00.000Z',
    timeline: [timelineEntry('applied', '2026-11-21T04:30:00.000Z')],
    nextSteps: ['viewed', 'rejected'],
    match: {
      score: 87,
      parts: [
        { key: 'city', points: 25, maxPoints: 25, outcome: 'met' },
        { key: 'qualification', points: 25, maxPoints: 25, outcome: 'met' },
        { key: 'experience', points: 25, maxPoints: 25, outcome: 'met' },
        {
          key: 'skills',
          points: 12,
          maxPoints: 25,
          outcome: 'partly',
          matchedSkills: ['Forklift'],
          missingSkills: ['Inventory'],
        },
      ],
    },
    resumeUrl: '/api/job-applications/11/resume',
    ...overrides,
  };
}
