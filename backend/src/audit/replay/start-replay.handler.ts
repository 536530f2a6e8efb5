import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AuditRunView } from '@flirtwire/contracts';
import { READ_STORE, type ReadStore } from '@flirtwire/projections';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { ProjectionHost } from '../../read-side/projection-host.js';
import { ValidationError } from '../../shared/errors.js';
import { AuditRuns } from '../runs/audit-runs.js';
import { type LiveModels, runReplay } from './replay-run.js';
import { StartReplayCommand } from './start-replay.command.js';

/** The live read side of this app, as a replay reads it. */
export function liveModelsOf(host: ProjectionHost): LiveModels {
  return {
    status: () => host.status(),
    waitFor: (names, position, timeoutMs) => host.waitFor(names, position, timeoutMs),
    physical: (logical) => host.catalog.physical(logical),
  };
}

@CommandHandler(StartReplayCommand)
export class StartReplayHandler implements ICommandHandler<StartReplayCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly host: ProjectionHost,
    private readonly runs: AuditRuns,
  ) {}

  async execute({ auditor, body }: StartReplayCommand): Promise<AuditRunView> {
    const registered = this.host.projections;
    const names = body.projections && body.projections.length > 0 ? body.projections : null;
    const unknown = names?.find((name) => !registered.some((p) => p.name === name));
    if (unknown !== undefined) {
      throw new ValidationError({ projections: `There is no projection named ${unknown}.` });
    }
    const chosen = names ? registered.filter((p) => names.includes(p.name)) : registered;
    return this.runs.start(auditor, 'replay', { projections: chosen.map((p) => p.name) }, (run) =>
      runReplay(
        {
          events: this.events,
          store: this.store,
          live: liveModelsOf(this.host),
          projections: chosen,
        },
        run,
      ),
    );
  }
}
