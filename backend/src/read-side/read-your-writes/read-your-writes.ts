import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { STALE_READ_HEADER } from '@flirtwire/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ValidationError } from '../../shared/errors.js';
import { ProjectionHost } from '../projection-host.js';

const READS_KEY = 'flirtwire:reads-projections';

/** How long a query waits for its projections to reach `after` before answering anyway. */
export const READ_YOUR_WRITES_TIMEOUT_MS = 2_000;

/**
 * Names the projections a query endpoint reads, so `?after=<position>` waits for exactly
 * those (without it, a GET's `after` waits for every projection). A POST endpoint that is a
 * query (a search with a large body) opts into `?after=` by carrying it.
 *
 * @example
 * @Get('tips') @ReadsProjections('tip-totals')
 * list(@Query() query: ListTipsQuery) { ... }
 *
 * @Post('search') @HttpCode(200) @ReadsProjections('customer-rows')
 * search(@Body({ schema: SearchCustomersBody }) body: SearchCustomersBody) { ... }
 */
export const ReadsProjections = (...names: string[]) => SetMetadata(READS_KEY, names);

/**
 * Read-your-writes for every GET and every POST query marked with `@ReadsProjections`: with
 * `?after=<position>` (the position a command answered with), the query first waits up to 2 s
 * for the projections it reads to pass that position; when they have not, it answers with what
 * they have and says so in `x-read-position-not-reached`.
 *
 * A guard that waits and never refuses (but a malformed `after`, 400), not an interceptor: it
 * only runs before the handler, and each global interceptor wraps every request's handler,
 * `/health` included, in a layer of rxjs (about a tenth of a plain request's cost, ADR 0133).
 * ReadYourWritesModule registers it after the role and CSRF guards, so a request they refuse
 * does not wait (a route's own guards, the throttles, still run after it).
 */
@Injectable()
export class ReadYourWritesGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly host: ProjectionHost,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (request.method !== 'GET' && request.method !== 'POST') return true;
    const raw = (request.query as Record<string, unknown> | undefined)?.after;
    if (raw === undefined) return true;
    const names = this.reflector.getAllAndOverride<string[] | undefined>(READS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    // A POST is a command unless it says which projections it reads.
    if (request.method === 'POST' && names === undefined) return true;
    const position = parsePosition(raw);
    const reached = await this.host.waitFor(names ?? null, position, READ_YOUR_WRITES_TIMEOUT_MS);
    if (!reached) {
      void context
        .switchToHttp()
        .getResponse<FastifyReply>()
        .header(STALE_READ_HEADER, String(position));
    }
    return true;
  }
}

function parsePosition(raw: unknown): number {
  const text: unknown = Array.isArray(raw) ? (raw as unknown[])[raw.length - 1] : raw;
  const position = typeof text === 'string' && /^\d{1,15}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(position)) {
    throw new ValidationError({ after: 'after must be an event position (a whole number)' });
  }
  return position;
}
