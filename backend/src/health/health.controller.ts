import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasRole } from '../shared/auth/principal.js';
import type { ChainedEventStore } from '../infrastructure/event-store/chained-event-store.js';
import { EVENT_STORE } from '../infrastructure/event-store/event-store.port.js';
import { HealthRegistry } from './health-checks.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(EVENT_STORE) private readonly events: ChainedEventStore,
    private readonly registry: HealthRegistry,
  ) {}

  /**
   * Whether the stores answer, with the event log's head position. 503 when one does not.
   * Engines' locations (file paths, hosts) and error messages only for admins; anyone else sees
   * the engine's kind.
   */
  @Get()
  async health(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Record<string, unknown>> {
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
    void reply.status(ok ? 200 : 503);
    const details = hasRole(request.principal, 'admin');
    return {
      status: ok ? 'ok' : 'unavailable',
      ...(details
        ? parts
        : Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, publicPart(v)]))),
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
