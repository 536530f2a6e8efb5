import { type DynamicModule, Module } from '@nestjs/common';
import {
  type Projection,
  type ProjectionEventSource,
  projections as registered,
} from '@flirtwire/projections';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import { ProjectionsOpsController } from './ops/projections-ops.controller.js';
import {
  ChangeNotices,
  PROJECTION_LIST,
  PROJECTION_SOURCE,
  ProjectionHost,
  PROJECTOR_ROLE,
  type ProjectorRole,
  READ_SIDE_GATE,
  type ReadSideGate,
} from './projection-host.js';
import { ReadModels } from './read-models.js';
import { AppConfigController } from './realtime/app-config.controller.js';
import { ObjectAccessPolicies } from './realtime/object-access-policies.js';
import { NoticeLog } from './realtime/notice-log.js';
import { RealtimeGateway } from './realtime/realtime.gateway.js';
import { TopicBroadcasts } from './realtime/topic-broadcasts.js';

/**
 * The read side in the app: the projection runner (inline unless PROJECTIONS says otherwise),
 * ReadModels for query handlers (their `?after=` read-your-writes: ReadYourWritesModule),
 * GET /ops/projections, and the realtime gateway with /client_api/app_config.
 */
@Module({})
export class ReadSideModule {
  static forRoot(
    projections: readonly Projection[] = registered,
    gate?: ReadSideGate,
    projector?: ProjectorRole,
  ): DynamicModule {
    return {
      module: ReadSideModule,
      global: true,
      controllers: [ProjectionsOpsController, AppConfigController],
      providers: [
        { provide: PROJECTION_LIST, useValue: projections },
        {
          provide: PROJECTION_SOURCE,
          useFactory: (log: EventStore): ProjectionEventSource => (gate ? gate.wrap(log) : log),
          inject: [EVENT_STORE],
        },
        ...(gate ? [{ provide: READ_SIDE_GATE, useValue: gate }] : []),
        ...(projector ? [{ provide: PROJECTOR_ROLE, useValue: projector }] : []),
        ChangeNotices,
        ProjectionHost,
        ReadModels,
        ObjectAccessPolicies,
        TopicBroadcasts,
        // One per app: the gateway logs notices, app_config hands out the cursor to start from.
        { provide: NoticeLog, useFactory: () => new NoticeLog() },
        RealtimeGateway,
      ],
      exports: [
        PROJECTION_LIST,
        ReadModels,
        ProjectionHost,
        ObjectAccessPolicies,
        TopicBroadcasts,
        ChangeNotices,
      ],
    };
  }
}
