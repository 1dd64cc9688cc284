/**
 * The parts of a job seeker's profile that count towards its completion, equally. The account's name
 * and email are always there and so do not count; the documents are the ones verification looks at.
 */
export const profileCompletionParts = [
  'mobile',
  'qualification',
  'experienceYears',
  'skills',
  'preferredCities',
  'expectedMonthlySalary',
  'languages',
  'resume',
  'idProof',
  'signedPolicy',
] as const;
export type ProfileCompletionPart = (typeof profileCompletionParts)[number];

export interface ProfileCompletion {
  /** 0 to 100, rounded down: 100 only when every part is filled. */
  percent: number;
  filled: ProfileCompletionPart[];
  missing: ProfileCompletionPart[];
}

/** What the profile holds, as the completion reads it. */
export interface CompletionInput {
  mobile: string | null;
  qualification: string | null;
  experienceYears: number | null;
  skills: readonly string[];
  preferredCities: readonly string[];
  expectedMonthlySalaryRupees: number | null;
  languages: readonly string[];
  documents: ReadonlySet<'resume' | 'idProof' | 'signedPolicy' | string>;
}

/** Which parts are filled (0 years of experience is filled: a fresher said so) and which are missing. */
export function profileCompletionOf(profile: CompletionInput): ProfileCompletion {
  const isFilled: Record<ProfileCompletionPart, boolean> = {
    mobile: Boolean(profile.mobile),
    qualification: profile.qualification !== null,
    experienceYears: profile.experienceYears !== null,
    skills: profile.skills.length > 0,
    preferredCities: profile.preferredCities.length > 0,
    expectedMonthlySalary: profile.expectedMonthlySalaryRupees !== null,
    languages: profile.languages.length > 0,
    resume: profile.documents.has('resume'),
    idProof: profile.documents.has('idProof'),
    signedPolicy: profile.documents.has('signedPolicy'),
  };
  const filled = profileCompletionParts.filter((key) => isFilled[key]);
  const missing = profileCompletionParts.filter((key) => !isFilled[key]);
  return { percent: Math.floor((filled.length * 100) / profileCompletionParts.length), filled, missing };
}
