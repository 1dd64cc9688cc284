import { roles, type Role } from '@bulk/domain/auth';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSession } from '#src/modules/auth/sessions';
import {
  accessMatrix,
  freshData,
  type Fixture,
  type Rule,
  type SampleContext,
} from '#src/testing/access-matrix';
import { asBearer, asCookie, createUser, placePaidOrder } from '#src/testing/accounts';
import { approveSupplier } from '#src/testing/listings';
import { verifyJobseeker } from '#src/testing/job-board';
import { registeredMember } from '#src/testing/members';
import { createTestApp, type TestApp } from '#src/testing/test-app';

// Every API route as the app itself registers it, so that a route added later fails this test until it is
// classified in `accessMatrix` (src/testing/access-matrix.ts).
const registered: string[] = [];
let ctx: TestApp;
const fixtures = {} as Record<Role, Fixture>;
let other: Fixture;

beforeAll(async () => {
  ctx = await createTestApp({
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD' && route.url.startsWith('/api/')) registered.push(`${method} ${route.url}`);
      }
    },
  });
  await ctx.app.ready();
  for (const role of roles) {
    // Suppliers and job seekers are real paid members, whose own pages need their registration.
    if (role === 'supplier' || role === 'jobseeker') {
      const { token, user, member } = await registeredMember(ctx, role);
      // The supplier is approved, so that it may submit and resume its listings.
      if (role === 'supplier') await approveSupplier(ctx, user.id);
      // The job seeker is verified, so that it may apply to openings.
      if (role === 'jobseeker') await verifyJobseeker(ctx, user.id);
      fixtures[role] = { user, member, orderId: await placePaidOrder(ctx, user.email, token) };
      continue;
    }
    const user = await createUser(ctx, role);
    const token = await createSession(ctx.database.handle.db, user.id);
    fixtures[role] = { user, orderId: await placePaidOrder(ctx, user.email, token) };
  }
  const stranger = await createUser(ctx, 'customer');
  const strangerToken = await createSession(ctx.database.handle.db, stranger.id);
  other = { user: stranger, orderId: await placePaidOrder(ctx, stranger.email, strangerToken) };
});
afterAll(() => ctx.close());

test('every API route is classified in the access matrix, and every classified route exists', () => {
  expect(registered.length).toBeGreaterThan(30);
  const unclassified = registered.filter((route) => !(route in accessMatrix));
  expect(unclassified, 'add these routes to accessMatrix in src/testing/access-matrix.ts').toEqual([]);
  const stale = Object.keys(accessMatrix).filter((route) => !registered.includes(route));
  expect(stale, 'these routes are no longer registered').toEqual([]);
});

type Caller = Role | 'visitor';
const callers: readonly Caller[] = ['visitor', ...roles];
type Transport = 'cookie' | 'bearer';

/** Whose resource `caller` asks for under `rule` when it is not their own. */
function otherOwner(rule: Rule, caller: Caller): Fixture {
  // A member's file belongs to a member: another member's (the job seeker's for the supplier).
  if (rule.kind === 'memberFile') return fixtures[caller === 'supplier' ? 'jobseeker' : 'supplier'];
  return other;
}

async function call(key: string, rule: Rule, caller: Caller, transport: Transport, target: 'self' | 'other') {
  const [method, path] = key.split(' ') as [HTTPMethods, string];
  const self = fixtures[caller === 'visitor' ? 'customer' : caller];
  const stranger = otherOwner(rule, caller);
  const context: SampleContext = {
    self: target === 'self' ? self : stranger,
    other: target === 'self' ? stranger : self,
    freshOrder: () => placePaidOrder(ctx, other.user.email),
    ...freshData(ctx),
  };
  const sample = (await rule.sample?.(context)) ?? {};
  let headers = {};
  if (caller !== 'visitor') {
    const token = await createSession(ctx.database.handle.db, fixtures[caller].user.id);
    headers = transport === 'cookie' ? asCookie(token) : asBearer(token);
  }
  return ctx.app.inject({
    method,
    url: sample.url ?? path,
    headers: { ...sample.headers, ...headers },
    ...(sample.payload && { payload: sample.payload }),
  });
}

type Expected = 'success' | 'not refused' | 401 | 403 | 404;

/** What `caller` must get from a route under `rule`, on their own resource or on another user's. */
function expected(rule: Rule, caller: Caller, target: 'self' | 'other'): Expected {
  if (rule.kind === 'anyone') return rule.anyAnswer ? 'not refused' : 'success';
  if (rule.kind === 'memberFile') return target === 'self' || caller === 'admin' ? 'success' : 404;
  if (caller === 'visitor') return 401;
  if (!rule.roles.includes(caller)) return 403;
  if (rule.kind === 'own' && target === 'other' && !(caller === 'admin' && rule.adminSeesAll)) return 404;
  return 'success';
}

/** Own resources are tried on the caller's and on another user's; member files by members on their own too. */
function targets(rule: Rule, caller: Caller): readonly ('self' | 'other')[] {
  if (rule.kind === 'own') return ['self', 'other'];
  if (rule.kind === 'memberFile') {
    return (rule.roles as readonly Caller[]).includes(caller) ? ['self', 'other'] : ['other'];
  }
  return ['self'];
}

describe.each(Object.entries(accessMatrix))('%s', (key, rule) => {
  const cases = callers.flatMap((caller) =>
    (['cookie', 'bearer'] as const).flatMap((transport) =>
      targets(rule, caller).map((target) => [caller, transport, target] as const),
    ),
  );
  // A public route answers alike whatever the transport: once per caller is enough there.
  const run = rule.kind === 'anyone' ? cases.filter(([, transport]) => transport === 'cookie') : cases;
  test.each(run)('as %s by %s on %s resource', async (caller, transport, target) => {
    const res = await call(key, rule, caller, transport, target);
    const want = expected(rule, caller, target);
    const detail = `${res.statusCode} ${res.body.slice(0, 200)}`;
    if (want === 'success') expect(res.statusCode, detail).toBeLessThan(400);
    else if (want === 'not refused') {
      expect([401, 403], detail).not.toContain(res.statusCode);
      expect(res.statusCode, detail).toBeLessThan(500);
    } else expect(res.statusCode, detail).toBe(want);
  });
});
