import fc from 'fast-check';
import { expect, test } from 'vitest';
import { profileCompletionOf, profileCompletionParts, type CompletionInput } from './completion';

const empty: CompletionInput = {
  mobile: null,
  qualification: null,
  experienceYears: null,
  skills: [],
  preferredCities: [],
  expectedMonthlySalaryRupees: null,
  languages: [],
  documents: new Set(),
};

test('an empty profile is 0% with every part missing; a full one 100% with none', () => {
  expect(profileCompletionOf(empty)).toEqual({
    percent: 0,
    filled: [],
    missing: [...profileCompletionParts],
  });
  const full = profileCompletionOf({
    mobile: '9123456780',
    qualification: '12th',
    experienceYears: 0,
    skills: ['Packing'],
    preferredCities: ['Surat'],
    expectedMonthlySalaryRupees: 12000,
    languages: ['Gujarati'],
    documents: new Set(['resume', 'idProof', 'signedPolicy']),
  });
  expect(full).toEqual({ percent: 100, filled: [...profileCompletionParts], missing: [] });
});

test('a fresher (0 years) has filled the experience; other documents do not count', () => {
  const result = profileCompletionOf({ ...empty, experienceYears: 0, documents: new Set(['gst', 'resume']) });
  expect(result.filled).toEqual(['experienceYears', 'resume']);
  expect(result.percent).toBe(20);
});

test('filled and missing always split the parts, and the percent is their share rounded down', () => {
  const anyProfile = fc.record({
    mobile: fc.option(fc.constant('9123456780')),
    qualification: fc.option(fc.constant('graduate')),
    experienceYears: fc.option(fc.nat(50)),
    skills: fc.array(fc.constant('Tally'), { maxLength: 2 }),
    preferredCities: fc.array(fc.constant('Pune'), { maxLength: 2 }),
    expectedMonthlySalaryRupees: fc.option(fc.nat(100000)),
    languages: fc.array(fc.constant('Hindi'), { maxLength: 2 }),
    documents: fc.subarray(['resume', 'idProof', 'signedPolicy', 'gst']).map((kinds) => new Set(kinds)),
  });
  fc.assert(
    fc.property(anyProfile, (profile) => {
      const { percent, filled, missing } = profileCompletionOf(profile);
      expect([...filled, ...missing].sort()).toEqual([...profileCompletionParts].sort());
      expect(percent).toBe(Math.floor((filled.length * 100) / profileCompletionParts.length));
      expect(percent === 100).toBe(missing.length === 0);
    }),
  );
});
