import { createHash } from 'node:crypto';
import {
  type CallHandler,
  type ExecutionContext,
  HttpCode,
  Inject,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { canonicalJson, IDEMPOTENCY_KEY_HEADER } from '@flirtwire/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import {
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

interface Captured {
  readonly status: number;
  readonly body: unknown;
  readonly requestHash: string;
  /** True when the response came from a stored record rather than this run. */
  readonly stored: boolean;
}

/**
 * `Idempotency-Key` on any write: the same key with the same request returns the first response
 * and appends nothing (also after a restart); the same key with another request is refused
 * with 422. Concurrent repeats wait for the first and get the identical response.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly inFlight = new Map<string, Promise<Captured>>();
  private readonly errors = new ApiExceptionFilter();

  constructor(
    @Inject(IDEMPOTENCY_RECORDS) private readonly records: IdempotencyRecords,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    // Global interceptors also wrap the realtime gateway's socket messages: HTTP only here.
    if (context.getType() !== 'http') return next.handle();
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
    const requestHash = createHash('sha256')
      .update(
        `${request.method} ${request.routeOptions.url ?? request.url}\n${canonicalJson(request.body ?? null)}`,
      )
      .digest('hex');
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
      flight = this.execute(scope, key, requestHash, successStatus, next).finally(() => {
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
    scope: string,
    key: string,
    requestHash: string,
    successStatus: number,
    next: CallHandler,
  ): Promise<Captured> {
    const existing = await this.records.find(scope, key);
    if (existing)
      return {
        status: existing.status,
        body: existing.body,
        requestHash: existing.requestHash,
        stored: true,
      };
    let captured: Captured;
    try {
      captured = {
        status: successStatus,
        body: await lastValueFrom(next.handle(), { defaultValue: null }),
        requestHash,
        stored: false,
      };
    } catch (error) {
      const { status, body } = this.errors.toResponse(error);
      // Our own faults are not remembered: a retry after a 5xx must be able to succeed.
      if (status >= 500) throw error;
      captured = { status, body, requestHash, stored: false };
    }
    await this.records.save({
      scope,
      key,
      requestHash,
      status: captured.status,
      body: captured.body,
      createdAt: this.clock.now().toISOString(),
    });
    return captured;
  }
}

/** Re-exported so command controllers can state their success status explicitly. */
export { HttpCode };
