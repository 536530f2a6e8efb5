import { userStreamId } from '@flirtwire/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type AuthzCase, formatAuthzMatrix, runAuthzMatrix } from '../test-support/authz-matrix.js';
import { signUp } from '../test-support/identity.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

interface Target {
  readonly userId: string;
  readonly position: number;
}

const userStream = (x: Target) => userStreamId(x.userId);

/** Every audit endpoint, aimed at another person's history: auditors only. */
const endpoints: AuthzCase<Target>[] = [
  { name: 'GET /audit/events', method: 'GET', url: (x) => `/audit/events?stream=${userStream(x)}` },
  { name: 'GET /audit/events/:position', method: 'GET', url: (x) => `/audit/events/${x.position}` },
  {
    name: 'GET /audit/streams',
    method: 'GET',
    url: (x) => `/audit/streams?prefix=${userStream(x)}`,
  },
  { name: 'GET /audit/stream-categories', method: 'GET', url: () => '/audit/stream-categories' },
  {
    name: 'GET /audit/streams/:id/events',
    method: 'GET',
    url: (x) => `/audit/streams/${userStream(x)}/events`,
  },
  {
    name: 'GET /audit/streams/:id/state',
    method: 'GET',
    url: (x) => `/audit/streams/${userStream(x)}/state?revision=0`,
  },
  {
    name: 'GET /audit/streams/:id/verification',
    method: 'GET',
    url: (x) => `/audit/streams/${userStream(x)}/verification`,
  },
  {
    name: 'POST /audit/exports',
    method: 'POST',
    url: () => '/audit/exports',
    body: (x) => ({ subjectKind: 'customer', subjectId: x.userId }),
  },
  { name: 'GET /audit/runs', method: 'GET', url: () => '/audit/runs' },
  { name: 'GET /audit/figures', method: 'GET', url: () => '/audit/figures' },
  { name: 'GET /audit/projections', method: 'GET', url: () => '/audit/projections' },
  {
    name: 'GET /audit/provenance/computed',
    method: 'GET',
    url: (x) => `/audit/provenance/computed?figure=earnings.net&subjectId=${x.userId}`,
  },
];
const cases = endpoints.map((testCase): AuthzCase<Target> => ({
  ...testCase,
  othersAllowedFor: ['auditor'],
}));

describe('authorization matrix: every role × audit endpoints × someone else’s history', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers auditors only, and nobody else learns anything (0 leaks)', async () => {
    const results = await runAuthzMatrix<Target>(t, {
      cases,
      victim: async (app) => {
        const victim = await signUp(app);
        return {
          target: { userId: victim.userId, position: 1 },
          secrets: [victim.email, victim.userId],
        };
      },
    });
    console.info(formatAuthzMatrix(results));
    const auditors = results.filter((r) => r.role === 'auditor');
    expect(auditors.map((r) => [r.case, r.status])).toEqual(
      cases.map((c) => [c.name, c.method === 'POST' ? 202 : 200]),
    );
    expect(results.filter((r) => r.leaked.length > 0)).toEqual([]);
  });
});
