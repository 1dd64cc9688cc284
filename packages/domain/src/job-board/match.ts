import { meetsQualification, type Qualification } from './values';

/** What a seeker brings to a match; null where the profile does not say. */
export interface MatchSeeker {
  qualification: Qualification | null;
  experienceYears: number | null;
  skills: readonly string[];
  preferredCities: readonly string[];
}

/** What an opening asks. */
export interface MatchOpening {
  city: string;
  qualification: Qualification;
  experienceMinYears: number;
  experienceMaxYears: number;
  skills: readonly string[];
}

export const matchPartKeys = ['city', 'qualification', 'experience', 'skills'] as const;
export type MatchPartKey = (typeof matchPartKeys)[number];

/** Each part weighs the same: the score is out of 100. */
export const MATCH_PART_MAX = 25;

/**
 * - `met`: full points; `partly`: some; `unmet`: none; `unknown`: none, because the profile leaves it
 *   empty (the seeker can fix that).
 */
export const matchOutcomes = ['met', 'partly', 'unmet', 'unknown'] as const;
export type MatchOutcome = (typeof matchOutcomes)[number];

export interface MatchPart {
  key: MatchPartKey;
  points: number;
  maxPoints: number;
  outcome: MatchOutcome;
  /** The skills part only: which of the opening's skills the seeker has and lacks. */
  matchedSkills?: string[];
  missingSkills?: string[];
}

export interface MatchScore {
  /** 0 to 100, the sum of the parts. */
  score: number;
  parts: MatchPart[];
}

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

function part(key: MatchPartKey, points: number, outcome: MatchOutcome): MatchPart {
  return { key, points, maxPoints: MATCH_PART_MAX, outcome };
}

/**
 * How well a seeker fits an opening, in four equal parts a seeker can read:
 * - city: 25 when the opening's city is one of the preferred cities;
 * - qualification: 25 when the seeker's is at least the opening's;
 * - experience: 25 within the range; above it 15 (more than asked, still a fit); below it, the share
 *   of the minimum reached (2 of 4 years: 12);
 * - skills: the share of the opening's skills the seeker lists (an opening asking none gives 25).
 * Rounded down per part, so the score is a sum of whole numbers and never exceeds 100.
 */
export function matchScore(seeker: MatchSeeker, opening: MatchOpening): MatchScore {
  const parts: MatchPart[] = [];

  if (seeker.preferredCities.length === 0) parts.push(part('city', 0, 'unknown'));
  else {
    const city = normalise(opening.city);
    const met = seeker.preferredCities.some((preferred) => normalise(preferred) === city);
    parts.push(part('city', met ? MATCH_PART_MAX : 0, met ? 'met' : 'unmet'));
  }

  if (seeker.qualification === null) parts.push(part('qualification', 0, 'unknown'));
  else {
    const met = meetsQualification(seeker.qualification, opening.qualification);
    parts.push(part('qualification', met ? MATCH_PART_MAX : 0, met ? 'met' : 'unmet'));
  }

  const years = seeker.experienceYears;
  if (years === null) parts.push(part('experience', 0, 'unknown'));
  else if (years >= opening.experienceMinYears && years <= opening.experienceMaxYears) {
    parts.push(part('experience', MATCH_PART_MAX, 'met'));
  } else if (years > opening.experienceMaxYears) {
    parts.push(part('experience', 15, 'partly'));
  } else {
    const points = Math.floor((MATCH_PART_MAX * years) / opening.experienceMinYears);
    parts.push(part('experience', points, points > 0 ? 'partly' : 'unmet'));
  }

  const asked = [...new Map(opening.skills.map((skill) => [normalise(skill), skill])).entries()];
  const held = new Set(seeker.skills.map(normalise));
  const matchedSkills = asked.filter(([key]) => held.has(key)).map(([, skill]) => skill);
  const missingSkills = asked.filter(([key]) => !held.has(key)).map(([, skill]) => skill);
  if (asked.length === 0) {
    parts.push({ ...part('skills', MATCH_PART_MAX, 'met'), matchedSkills, missingSkills });
  } else if (held.size === 0) {
    parts.push({ ...part('skills', 0, 'unknown'), matchedSkills, missingSkills });
  } else {
    const points = Math.floor((MATCH_PART_MAX * matchedSkills.length) / asked.length);
    const outcome = points === MATCH_PART_MAX ? 'met' : points > 0 ? 'partly' : 'unmet';
    parts.push({ ...part('skills', points, outcome), matchedSkills, missingSkills });
  }

  return { score: parts.reduce((sum, { points }) => sum + points, 0), parts };
}
