import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasRole } from '../shared/auth/principal.js';
import type { ChainedEventStore } from '../infrastructure/event-store/chained-event-store.js';
import { EVENT_STORE } from '../infrastructure/event-store/event-store.port.js';
import { NoCsrfCookie } from '../shared/http/csrf.decorators.js';
import { HealthRegistry } from './health-checks.js';

/** How long one round of checks answers /health (see `HealthController.report`). */
const REPORT_FOR_MS = 1_000;

/** One round of checks: the answer for admins (with engines' locations and errors) and for anyone. */
interface Report {
  readonly ok: boolean;
  readonly detailed: Readonly<Record<string, unknown>>;
  readonly public: Readonly<Record<string, unknown>>;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  private latest: { readonly at: number; readonly report: Promise<Report> } | null = null;

  constructor(
    @Inject(EVENT_STORE) private readonly events: ChainedEventStore,
    private readonly registry: HealthRegistry,
  ) {}

  /**
   * Whether the stores answer, with the event log's head position. 503 when one does not.
   * Engines' locations (file paths, hosts) and error messages only for admins; anyone else sees
   * the engine's kind. Probes are no browser pages: no CSRF cookie is minted for them. The
   * stores are asked at most once a second (see `report`).
   */
  @Get()
  @NoCsrfCookie()
  async health(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Record<string, unknown>> {
    const report = await this.report();
    void reply.status(report.ok ? 200 : 503);
    return hasRole(request.principal, 'admin') ? report.detailed : report.public;
  }

  /**
   * The stores' answers, asked at most once per {@link REPORT_FOR_MS}: probes (a load balancer,
   * an orchestrator, a monitor) ask many times a second, and each check is a query on every
   * store; those arriving while a check runs, or just after, share its answer.
   */
  private report(): Promise<Report> {
    const now = performance.now();
    if (!this.latest || now - this.latest.at >= REPORT_FOR_MS) {
      const report = this.check();
      this.latest = { at: now, report };
    }
    return this.latest.report;
  }

  private async check(): Promise<Report> {
    const parts: Record<string, unknown> = {};
    let ok = true;
    try {
      parts.eventStore = {
        ok: true,
        engine: this.events.describe(),
        headPosition: await this.events.headPosition(),
      };
    } catch (error) {
      ok = false;
      parts.eventStore = {
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      };
    }
    for (const check of this.registry.checks) {
      try {
        parts[check.name] = { ok: true, ...(await check.run()) };
      } catch (error) {
        ok = false;
        parts[check.name] = {
          ok: false,
          error: error instanceof Error ? error.message : String(error),
        };
      }
    }
    const status = ok ? 'ok' : 'unavailable';
    return {
      ok,
      detailed: { status, ...parts },
      public: {
        status,
        ...Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, publicPart(v)])),
      },
    };
  }
}

/** A part as anyone may see it: `engine` cut to its kind (`sqlite`, `mongodb`...), no error text. */
function publicPart(part: unknown): unknown {
  if (typeof part !== 'object' || part === null) return part;
  const { engine, error, ...rest } = part as Record<string, unknown>;
  return {
    ...rest,
    ...(typeof engine === 'string' ? { engine: engine.split(':')[0] } : {}),
    ...(error === undefined ? {} : { error: 'unavailable' }),
  };
}
