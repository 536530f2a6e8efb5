import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
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

  /** Whether the stores answer, with the event log's head position. 503 when one does not. */
  @Get()
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<Record<string, unknown>> {
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
    return { status: ok ? 'ok' : 'unavailable', ...parts };
  }
}
