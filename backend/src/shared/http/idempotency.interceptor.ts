import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  Optional,
} from '@nestjs/common';
import { canonicalJson, IDEMPOTENCY_KEY_HEADER } from '@flirtwire/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import {
  type IdempotencyClaim,
  IDEMPOTENCY_RECORDS,
  type IdempotencyRecords,
} from '../../infrastructure/idempotency/idempotency-records.js';
import { CLOCK, type Clock } from '../domain/clock.js';
import { DomainError, ValidationError } from '../errors.js';
import { IDEMPOTENCY_KEY_REUSED } from '../commands/command-processor.js';
import { ApiExceptionFilter } from './api-exception.filter.js';

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HTTP_CODE_METADATA = '__httpCode__';
/** Expired keys are deleted at most this often per instance (reads ignore them meanwhile). */
const PURGE_EVERY_MS = 60 * 60_000;

const IDEMPOTENCY_KEY_IN_PROGRESS =
  'A request with this Idempotency-Key is still in progress. Please try again in a moment.';

/**
 * How a request waits for another one (on this or another instance) that holds its key: it
 * polls the store for the answer, then gives up with 409. Tests shorten the wait.
 */
export interface IdempotencyWait {
  readonly polls: number;
  readonly pollMs: number;
}
const IDEMPOTENCY_WAIT = Symbol('IdempotencyWait');
const DEFAULT_WAIT: IdempotencyWait = { polls: 100, pollMs: 100 };

interface Captured {
  readonly status: number;
  readonly body: unknown;
  readonly requestHash: string;
  /** True when the response came from a stored record rather than this run. */
  readonly stored: boolean;
}

/**
 * What a key is bound to besides its owner (the scope): the method, the concrete path (the
 * route with its parameters, so DELETE /cards/A and DELETE /cards/B differ), the query and the
 * body. Query and body are compared as parsed values in canonical JSON, so the order of query
 * parameters or body keys and the spelling of the query's encoding are not a different
 * request; a query parameter's value is (some writes read one, e.g. deleting a tag).
 */
function requestFingerprint(request: FastifyRequest): string {
  return createHash('sha256')
    .update(
      canonicalJson({
        method: request.method,
        route: request.routeOptions.url ?? request.url.split('?')[0],
        params: request.params ?? {},
        query: request.query ?? {},
        body: request.body ?? null,
      }),
    )
    .digest('hex');
}

/**
 * `Idempotency-Key` on any write, per owner (the signed-in person, or all visitors together),
 * for 24 hours: the same key with the same request returns the first response and appends
 * nothing (also after a restart, and from another app instance); the same key with another
 * request (`requestFingerprint`) is refused with 422.
 *
 * The first use is atomic across instances: the key is claimed on the shared store before the
 * request runs (an insert that fails when the key is there). A repeat arriving while the first
 * runs waits for its answer: on this instance it joins the running request; from another
 * instance it polls the store (up to 10 seconds by default) and answers 409 "in progress" when
 * the first is still running, so two instances never both run one key. A 5xx releases the
 * claim, so a retry can succeed.
 *
 * It wraps the write routes only (`interceptWriteRoutes`, from createApp): a read never
 * enters Nest's interceptor chain.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly inFlight = new Map<string, Promise<Captured>>();
  private readonly errors = new ApiExceptionFilter();
  private readonly wait: IdempotencyWait;
  private nextPurgeAt = 0;

  constructor(
    @Inject(IDEMPOTENCY_RECORDS) private readonly records: IdempotencyRecords,
    @Inject(CLOCK) private readonly clock: Clock,
    @Optional() @Inject(IDEMPOTENCY_WAIT) wait?: IdempotencyWait,
  ) {
    this.wait = wait ?? DEFAULT_WAIT;
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const header = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (header === undefined || !WRITE_METHODS.has(request.method)) return next.handle();
    const key = Array.isArray(header) ? header[0] : header;
    if (key === undefined || !KEY_PATTERN.test(key)) {
      throw new ValidationError({
        'Idempotency-Key': 'Idempotency-Key must be 1 to 255 visible ASCII characters.',
      });
    }
    const requestHash = requestFingerprint(request);
    request.idempotencyKey = key;
    request.requestHash = requestHash;
    const scope = request.principal?.userId ?? 'visitor';
    const successStatus =
      (Reflect.getMetadata(HTTP_CODE_METADATA, context.getHandler()) as number | undefined) ??
      (request.method === 'POST' ? 201 : 200);

    const flightKey = `${scope}\u0000${key}`;
    let flight = this.inFlight.get(flightKey);
    const originator = !flight;
    if (!flight) {
      const claim: IdempotencyClaim = { scope, key, requestHash, token: randomUUID() };
      flight = this.execute(claim, successStatus, next).finally(() => {
        this.inFlight.delete(flightKey);
      });
      this.inFlight.set(flightKey, flight);
    }
    return from(
      flight.then((captured) => {
        if (captured.requestHash !== requestHash) {
          throw new DomainError('idempotency_key_reused', IDEMPOTENCY_KEY_REUSED, 422);
        }
        void reply.status(captured.status);
        if (!originator || captured.stored) void reply.header('idempotent-replayed', 'true');
        return captured.body;
      }),
    );
  }

  private async execute(
    claim: IdempotencyClaim,
    successStatus: number,
    next: CallHandler,
  ): Promise<Captured> {
    await this.purgeNow();
    for (let poll = 0; ; poll++) {
      const reservation = await this.records.reserve(claim, this.clock.now());
      if (reservation.outcome === 'reserved') break;
      if (reservation.outcome === 'done') {
        const { status, body, requestHash } = reservation.record;
        return { status, body, requestHash, stored: true };
      }
      if (reservation.requestHash !== claim.requestHash) {
        throw new DomainError('idempotency_key_reused', IDEMPOTENCY_KEY_REUSED, 422);
      }
      if (poll >= this.wait.polls) {
        throw new DomainError('idempotency_key_in_progress', IDEMPOTENCY_KEY_IN_PROGRESS, 409);
      }
      await delay(this.wait.pollMs);
    }
    let captured: Captured;
    try {
      captured = {
        status: successStatus,
        body: await lastValueFrom(next.handle(), { defaultValue: null }),
        requestHash: claim.requestHash,
        stored: false,
      };
    } catch (error) {
      const { status, body } = this.errors.toResponse(error);
      // Our own faults are not remembered: a retry after a 5xx must be able to succeed.
      if (status >= 500) {
        await this.records.release(claim);
        throw error;
      }
      captured = { status, body, requestHash: claim.requestHash, stored: false };
    }
    await this.records.complete(claim, { status: captured.status, body: captured.body });
    return captured;
  }

  private async purgeNow(): Promise<void> {
    const now = this.clock.now();
    if (now.getTime() < this.nextPurgeAt) return;
    this.nextPurgeAt = now.getTime() + PURGE_EVERY_MS;
    // Housekeeping only (expired keys are ignored anyway): a failure waits for the next turn.
    await this.records.purgeExpired(now).catch(() => undefined);
  }
}
