import fc from 'fast-check';
import { expect, test } from 'vitest';
import { MATCH_PART_MAX, matchScore, type MatchOpening, type MatchSeeker } from './match';
import { qualifications } from './values';

const opening: MatchOpening = {
  city: 'Pune',
  qualification: 'graduate',
  experienceMinYears: 2,
  experienceMaxYears: 5,
  skills: ['Tally', 'GST'],
};
const seeker: MatchSeeker = {
  qualification: 'graduate',
  experienceYears: 3,
  skills: ['tally', ' gst '],
  preferredCities: ['pune'],
};
const points = (match: ReturnType<typeof matchScore>) =>
  Object.fromEntries(match.parts.map((part) => [part.key, [part.points, part.outcome]]));

test('a seeker who fits every part scores 100, comparing names without case or spaces', () => {
  const match = matchScore(seeker, opening);
  expect(match.score).toBe(100);
  expect(match.parts.find((part) => part.key === 'skills')).toMatchObject({
    matchedSkills: ['Tally', 'GST'],
    missingSkills: [],
  });
});

test('each part explains itself: city, qualification, experience above and below, skills in part', () => {
  expect(
    points(
      matchScore(
        { qualification: '12th', experienceYears: 1, skills: ['Tally'], preferredCities: ['Mumbai'] },
        opening,
      ),
    ),
  ).toEqual({
    city: [0, 'unmet'],
    qualification: [0, 'unmet'],
    // 1 of the 2 years asked: half of 25, rounded down.
    experience: [12, 'partly'],
    skills: [12, 'partly'],
  });
  expect(points(matchScore({ ...seeker, experienceYears: 9 }, opening)).experience).toEqual([15, 'partly']);
  expect(points(matchScore({ ...seeker, experienceYears: 0 }, opening)).experience).toEqual([0, 'unmet']);
  expect(points(matchScore({ ...seeker, qualification: 'postgraduate' }, opening)).qualification).toEqual([
    25,
    'met',
  ]);
});

test('what the profile leaves empty scores nothing and says so, so the seeker knows what to fill', () => {
  const match = matchScore(
    { qualification: null, experienceYears: null, skills: [], preferredCities: [] },
    opening,
  );
  expect(match.score).toBe(0);
  expect(match.parts.map((part) => part.outcome)).toEqual(['unknown', 'unknown', 'unknown', 'unknown']);
});

test('an opening that asks no skills gives the skills part in full', () => {
  expect(points(matchScore({ ...seeker, skills: [] }, { ...opening, skills: [] })).skills).toEqual([
    25,
    'met',
  ]);
});

const anySeeker = fc.record({
  qualification: fc.option(fc.constantFrom(...qualifications)),
  experienceYears: fc.option(fc.integer({ min: 0, max: 50 })),
  skills: fc.array(fc.constantFrom('Tally', 'GST', 'Excel', 'Loading', 'Driving'), { maxLength: 5 }),
  preferredCities: fc.array(fc.constantFrom('Pune', 'Surat', 'Indore'), { maxLength: 3 }),
});
const anyOpening = fc
  .record({
    city: fc.constantFrom('Pune', 'Surat', 'Indore'),
    qualification: fc.constantFrom(...qualifications),
    low: fc.integer({ min: 0, max: 50 }),
    high: fc.integer({ min: 0, max: 50 }),
    skills: fc.array(fc.constantFrom('Tally', 'GST', 'Excel', 'Loading', 'Driving'), { maxLength: 5 }),
  })
  .map(({ low, high, ...rest }) => ({
    ...rest,
    experienceMinYears: Math.min(low, high),
    experienceMaxYears: Math.max(low, high),
  }));

test('the score is the sum of four whole parts of at most 25 each, so 0 to 100', () => {
  fc.assert(
    fc.property(anySeeker, anyOpening, (someone, job) => {
      const match = matchScore(someone, job);
      expect(match.parts.map((part) => part.key)).toEqual(['city', 'qualification', 'experience', 'skills']);
      for (const part of match.parts) {
        expect(Number.isInteger(part.points)).toBe(true);
        expect(part.points).toBeGreaterThanOrEqual(0);
        expect(part.points).toBeLessThanOrEqual(MATCH_PART_MAX);
        expect(part.outcome === 'met').toBe(part.points === MATCH_PART_MAX);
      }
      expect(match.score).toBe(match.parts.reduce((sum, part) => sum + part.points, 0));
    }),
  );
});

test('learning a skill the opening asks for never lowers the score', () => {
  fc.assert(
    fc.property(anySeeker, anyOpening, (someone, job) => {
      fc.pre(job.skills.length > 0);
      const better = { ...someone, skills: [...someone.skills, job.skills[0]!] };
      expect(matchScore(better, job).score).toBeGreaterThanOrEqual(matchScore(someone, job).score);
    }),
  );
});
