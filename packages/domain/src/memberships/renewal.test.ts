import { describe, expect, test } from 'vitest';
import { membershipDaysLeft, membershipPhase, renewalRefusal, renewedUntil, reminderAt } from './renewal';

const end = new Date('2027-03-05T10:00:00Z');
const at = (iso: string) => new Date(iso);

describe('the membership year', () => {
  test('has no end before the approval, then runs, is in grace for 15 days, then lapses', () => {
    expect(membershipPhase(null, end)).toBe('awaitingApproval');
    expect(membershipPhase(end, at('2027-03-05T09:59:59Z'))).toBe('running');
    expect(membershipPhase(end, end)).toBe('grace');
    expect(membershipPhase(end, at('2027-03-20T09:59:59Z'))).toBe('grace');
    expect(membershipPhase(end, at('2027-03-20T10:00:00Z'))).toBe('lapsed');
  });

  test('counts a part of a day as a day left, and none once ended', () => {
    expect(membershipDaysLeft(end, at('2027-03-04T10:00:00Z'))).toBe(1);
    expect(membershipDaysLeft(end, at('2027-03-04T10:00:01Z'))).toBe(1);
    expect(membershipDaysLeft(end, at('2027-03-04T09:59:59Z'))).toBe(2);
    expect(membershipDaysLeft(end, at('2027-04-01T00:00:00Z'))).toBe(0);
  });

  test('reminds 30, 7 and 1 days before the end', () => {
    expect(reminderAt(end, 30).toISOString()).toBe('2027-02-03T10:00:00.000Z');
    expect(reminderAt(end, 1).toISOString()).toBe('2027-03-04T10:00:00.000Z');
  });
});

describe('renewal', () => {
  test('extends a year from the end before it, and from today after it', () => {
    expect(renewedUntil(end, at('2027-02-20T08:00:00Z')).toISOString()).toBe('2028-03-05T10:00:00.000Z');
    expect(renewedUntil(end, at('2027-05-01T08:00:00Z')).toISOString()).toBe('2028-05-01T08:00:00.000Z');
  });

  test('opens 30 days before the end, for approved suppliers only', () => {
    const approved = { status: 'approved', validUntil: end };
    expect(renewalRefusal(approved, at('2027-02-03T09:59:59Z'))).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('Renewal opens on 2027-02-03') as string,
    });
    expect(renewalRefusal(approved, at('2027-02-03T10:00:00Z'))).toBeNull();
    expect(renewalRefusal(approved, at('2029-01-01T00:00:00Z'))).toBeNull();
    expect(renewalRefusal({ status: 'pending', validUntil: null }, end)?.code).toBe('FORBIDDEN');
    expect(renewalRefusal({ status: 'rejected', validUntil: end }, end)?.code).toBe('FORBIDDEN');
  });
});
