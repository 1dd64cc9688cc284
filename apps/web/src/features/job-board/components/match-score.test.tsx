import { fireEvent, render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildApplicant } from '#src/testing/job-factory';
import { MatchScore } from './match-score';

test('a match shows its score and, on request, the four parts with their points and why', () => {
  render(<MatchScore match={buildApplicant().match} id="m" />);

  expect(screen.getByText('Match 87%')).toBeDefined();
  fireEvent.click(screen.getByText('Why it matches'));
  const rows = Array.from(document.querySelectorAll('dl > div')).map((row) => row.textContent);
  expect(rows).toEqual([
    '✓ City25 of 25Matches',
    '✓ Qualification25 of 25Matches',
    '✓ Experience25 of 25Matches',
    '± Skills12 of 25Partly matches · you have: Forklift · missing: Inventory',
  ]);
});

test('a part the profile leaves empty says so, so the seeker knows what to fill in', () => {
  render(
    <MatchScore
      id="m"
      match={{ score: 0, parts: [{ key: 'city', points: 0, maxPoints: 25, outcome: 'unknown' }] }}
    />,
  );

  expect(screen.getByText('Match 0%')).toBeDefined();
  expect(document.querySelector('dl > div')?.textContent).toBe('? City0 of 25Not in your profile yet');
});
