import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { lastValueFrom, from } from 'rxjs';
import { SqliteIdempotencyRecords } from '../../infrastructure/idempotency/idempotency-records.js';
import { ManualClock } from '../../test-support/clock.js';
import { DomainError } from '../errors.js';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';

/** Two app instances sharing one store: a key runs on one of them only. */
describe('idempotency interceptor across instances', () => {
  let dir: string;
  let records: SqliteIdempotencyRecords;
  const clock = new ManualClock('2026-03-15T12:00:00.000Z');
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'idempotency-instances-'));
    records = new SqliteIdempotencyRecords(join(dir, 'keys.db'));
  });
  afterAll(async () => {
    await records.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const instance = (polls: number) =>
    new IdempotencyInterceptor(records, clock, { polls, pollMs: 1 });
  const handler = () => undefined;
  const call = (interceptor: IdempotencyInterceptor, key: string, run: () => Promise<unknown>) => {
    const headers: Record<string, string> = {};
    const request = {
      headers: { 'idempotency-key': key },
      method: 'POST',
      url: '/client_api/bonuses',
      routeOptions: { url: '/client_api/bonuses' },
      params: {},
      query: {},
      body: { amount_text: '5' },
      principal: { userId: 'user-1' },
    };
    const reply = {
      status: () => reply,
      header: (name: string, value: string) => {
        headers[name] = value;
        return reply;
      },
    };
    const context = {
      getType: () => 'http',
      getHandler: () => handler,
      switchToHttp: () => ({ getRequest: () => request, getResponse: () => reply }),
    } as unknown as ExecutionContext;
    const next: CallHandler = { handle: () => from(run()) };
    return { answer: lastValueFrom(interceptor.intercept(context, next)), headers };
  };

  it('lets the second instance wait for the first one’s answer instead of running the key', async () => {
    let runs = 0;
    let finish: (value: unknown) => void = () => undefined;
    const slow = () => {
      runs++;
      return new Promise((resolve) => {
        finish = resolve;
      });
    };
    const first = call(instance(1_000), 'shared-key', slow);
    // The first instance has claimed the key once its handler runs.
    while (runs === 0) await new Promise((resolve) => setImmediate(resolve));
    const second = call(instance(1_000), 'shared-key', slow);
    finish({ tipId: 'tip-1' });
    expect(await first.answer).toEqual({ tipId: 'tip-1' });
    expect(await second.answer).toEqual({ tipId: 'tip-1' });
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(runs).toBe(1);
  });

  it('answers 409 in progress when the other instance is still running after the wait', async () => {
    let runs = 0;
    const never = () => {
      runs++;
      return new Promise(() => undefined);
    };
    void call(instance(0), 'stuck-key', never).answer;
    while (runs === 0) await new Promise((resolve) => setImmediate(resolve));
    const second = call(instance(2), 'stuck-key', never);
    await expect(second.answer).rejects.toEqual(
      new DomainError(
        'idempotency_key_in_progress',
        'A request with this Idempotency-Key is still in progress. Please try again in a moment.',
        409,
      ),
    );
    expect(runs).toBe(1);
  });
});
