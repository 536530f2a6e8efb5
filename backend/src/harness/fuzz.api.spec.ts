import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CORRELATION_ID_HEADER } from '@flirtwire/contracts';
import fc from 'fast-check';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import {
  type JsonSchema,
  mutatedValue,
  validValue,
} from '../test-support/fuzz/json-schema-arbitrary.js';
import { visitor } from '../test-support/identity.js';
import { TestSessions } from '../test-support/sessions.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * Every endpoint in the OpenAPI document (so every endpoint that exists, as new ones are added),
 * 1,000 generated requests each, valid and mutated, from every kind of caller: no response is a
 * 5xx, and no refused request appends an event (beyond the record of an auditor's query).
 *
 * On its own empty app, not on the harness's seeded population (docs/adr/0094): its ids and
 * bodies are generated, so they name no one of a population, and what it checks depends on the
 * request, not on the data. It is also the longest suite; it runs beside the seed instead of
 * waiting for it, so both CI workers stay busy.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1_000);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Operation {
  readonly method: (typeof METHODS)[number];
  readonly path: string;
  readonly body: JsonSchema | null;
}

describe('fuzzing every endpoint', () => {
  let t: TestApp;
  let store: EventStore;
  let operations: Operation[];
  const callers: Record<string, Record<string, string>> = {};
  let requestNumber = 0;

  beforeAll(async () => {
    t = await startTestApp({ discardLogs: true });
    store = t.app.get(EVENT_STORE);
    const sessions = TestSessions.install(t);
    // A visitor's browser has a CSRF token too (sign-in, sign-up and reset forms need it).
    callers.visitor = { ...(await visitor(t)).headers };
    for (const role of [
      'customer',
      'advisor',
      'moderator',
      'finance',
      'auditor',
      'admin',
    ] as const) {
      callers[role] = {
        ...sessions.signIn(role === 'advisor' ? ['customer', 'advisor'] : [role]).headers,
      };
    }
    const doc = (await t.inject({ method: 'GET', url: '/docs/openapi.json' })).json<{
      paths: Record<
        string,
        Partial<
          Record<
            (typeof METHODS)[number],
            { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
          >
        >
      >;
    }>();
    operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({
        method,
        path,
        body: item[method]?.requestBody?.content?.['application/json']?.schema ?? null,
      })),
    );
    // Booting the whole app takes seconds on an idle machine, much longer on a busy CI runner.
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('finds the endpoints to fuzz in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(0);
    expect(operations.map((o) => `${o.method} ${o.path}`)).toContain('post /client_api/bonuses');
  });

  it(`answers ${RUNS} generated requests per endpoint without a 5xx, and appends nothing when it refuses`, async () => {
    const pathValue = fc.oneof(
      fc.uuid(),
      fc.string({ maxLength: 20 }),
      fc.constantFrom('0', '-1', '%00', '..', 'null'),
    );
    for (const operation of operations) {
      // What each refused request was, by its correlation id: after the operation's requests,
      // nothing appended since its first may carry one of them (one read of the log per
      // operation instead of two per request).
      const refused = new Map<string, string>();
      const from = await store.headPosition();
      const body = operation.body
        ? fc.oneof(validValue(operation.body), mutatedValue(operation.body))
        : fc.constant(undefined);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...Object.keys(callers)),
          body,
          fc.array(pathValue, { minLength: 4, maxLength: 4 }),
          async (caller, payload, params) => {
            let i = 0;
            const url = operation.path.replace(/\{[^}]+\}/g, () =>
              encodeURIComponent(params[i++] ?? 'x'),
            );
            const request = `${operation.method.toUpperCase()} ${url} as ${caller}`;
            const correlationId = `fuzz-${++requestNumber}`;
            const response = await t.inject({
              method: operation.method.toUpperCase(),
              url,
              headers: { ...callers[caller], [CORRELATION_ID_HEADER]: correlationId },
              ...(payload === undefined ? {} : { payload: payload as object }),
            });
            if (response.statusCode >= 500) {
              throw new Error(
                `${request} → ${response.statusCode}: ${response.body.slice(0, 300)}`,
              );
            }
            if (response.statusCode >= 400) refused.set(correlationId, request);
          },
        ),
        { numRuns: RUNS },
      );
      // Work started by accepted requests (an auditor's verification run) may append meanwhile;
      // what a request caused carries its correlation id. An auditor's query is recorded even
      // when refused (ADR 0070): that record of access is the only thing a refused request may
      // leave behind.
      const appendedByRefused: { request: string; type: string }[] = [];
      for (let position = from; ;) {
        const page = await store.readAll({ fromPosition: position, maxCount: 1_000 });
        for (const event of page) {
          const request = refused.get(event.metadata.correlationId);
          if (request !== undefined && event.type !== 'AuditQueryRecorded') {
            appendedByRefused.push({ request, type: event.type });
          }
        }
        if (page.length < 1_000) break;
        position = page.at(-1)?.position ?? position;
      }
      expect({ operation: `${operation.method} ${operation.path}`, appendedByRefused }).toEqual({
        operation: `${operation.method} ${operation.path}`,
        appendedByRefused: [],
      });
    }
    // About 5 minutes on a quiet two-core machine; a loaded CI runner has taken twice that.
  }, 1_800_000);
});
