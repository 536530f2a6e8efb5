import { type DynamicModule, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { type Projection, projections as registered } from '@flirtwire/projections';
import { ProjectionsOpsController } from './ops/projections-ops.controller.js';
import { ChangeNotices, PROJECTION_LIST, ProjectionHost } from './projection-host.js';
import { ReadModels } from './read-models.js';
import { ReadYourWritesInterceptor } from './read-your-writes/read-your-writes.js';
import { AppConfigController } from './realtime/app-config.controller.js';
import { ObjectAccessPolicies } from './realtime/object-access-policies.js';
import { RealtimeGateway } from './realtime/realtime.gateway.js';
import { TopicBroadcasts } from './realtime/topic-broadcasts.js';

/**
 * The read side in the app: the projection runner (inline unless PROJECTIONS says otherwise),
 * ReadModels for query handlers, `?after=` read-your-writes on every GET, GET /ops/projections,
 * and the realtime gateway with /client_api/app_config.
 */
@Module({})
export class ReadSideModule {
  static forRoot(projections: readonly Projection[] = registered): DynamicModule {
    return {
      module: ReadSideModule,
      global: true,
      controllers: [ProjectionsOpsController, AppConfigController],
      providers: [
        { provide: PROJECTION_LIST, useValue: projections },
        ChangeNotices,
        ProjectionHost,
        ReadModels,
        ObjectAccessPolicies,
        TopicBroadcasts,
        RealtimeGateway,
        { provide: APP_INTERCEPTOR, useClass: ReadYourWritesInterceptor },
      ],
      exports: [ReadModels, ProjectionHost, ObjectAccessPolicies, TopicBroadcasts, ChangeNotices],
    };
  }
}
