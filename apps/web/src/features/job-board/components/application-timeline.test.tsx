import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { timelineEntry } from '#src/testing/job-factory';
import { ApplicationTimeline } from './application-timeline';

const steps = () =>
  within(screen.getByRole('list', { name: 'Progress' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

test('an open application shows its steps taken, the current one marked, then the steps ahead', () => {
  render(
    <ApplicationTimeline
      label="Progress"
      status="interview"
      timeline={[
        timelineEntry('applied', '2026-11-21T04:30:00.000Z'),
        timelineEntry('viewed', '2026-11-22T04:30:00.000Z'),
        timelineEntry('shortlisted', '2026-11-23T04:30:00.000Z'),
        timelineEntry('interview', '2026-11-24T04:30:00.000Z', {
          at: '2026-12-01T05:00:00.000Z',
          place: 'Plot 4, Sanwer Road, Indore',
        }),
      ]}
    />,
  );

  expect(steps()).toEqual([
    'Applied (done) · 21 Nov 2026',
    'Viewed (done) · 22 Nov 2026',
    'Shortlisted (done) · 23 Nov 2026',
    'Interview (current step) · 24 Nov 2026Interview on 1 Dec 2026, 10:30 am at Plot 4, Sanwer Road, Indore',
    'Selected (not yet)',
  ]);
  expect(
    screen
      .getByText(/^Interview$/)
      .closest('li')
      ?.getAttribute('aria-current'),
  ).toBe('step');
});

test('a rejected application ends where it was rejected, with nothing ahead', () => {
  render(
    <ApplicationTimeline
      label="Progress"
      status="rejected"
      timeline={[
        timelineEntry('applied', '2026-11-21T04:30:00.000Z'),
        timelineEntry('rejected', '2026-11-22T04:30:00.000Z'),
      ]}
    />,
  );

  expect(steps()).toEqual(['Applied (done) · 21 Nov 2026', 'Rejected (current step) · 22 Nov 2026']);
});

test('a fresh application has every step but Applied still ahead', () => {
  render(
    <ApplicationTimeline
      label="Progress"
      status="applied"
      timeline={[timelineEntry('applied', '2026-11-21T04:30:00.000Z')]}
    />,
  );

  expect(steps()).toEqual([
    'Applied (current step) · 21 Nov 2026',
    'Viewed (not yet)',
    'Shortlisted (not yet)',
    'Interview (not yet)',
    'Selected (not yet)',
  ]);
});
