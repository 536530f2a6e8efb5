import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AppConfigResponse } from '@flirtwire/contracts';
import { hasRole, type Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal } from '../../shared/auth/roles.guard.js';
import { NoticeLog } from './notice-log.js';
import { REALTIME_PATH } from './realtime.gateway.js';

@ApiTags('realtime')
@Controller('client_api')
export class AppConfigController {
  constructor(private readonly notices: NoticeLog) {}

  /**
   * The realtime configuration (docs/adr/0012): the spec's PubNub fields become socket.io
   * topics. `current_user_id` keeps its name; each `pubnub_*_channel` is a topic the signed-in
   * person may join. Chat and push notices travel on the private topic, told apart by their
   * collection. `cursor` is where the page's first socket starts: what happens in between is
   * replayed to it.
   */
  @Get('app_config')
  @ApiOkResponse({ description: 'Realtime transport, path and topics for the signed-in person' })
  appConfig(@CurrentPrincipal() principal: Principal | null): AppConfigResponse {
    const own = principal ? `user:${principal.userId}` : null;
    return {
      realtime: {
        transport: 'socket.io',
        path: REALTIME_PATH,
        current_user_id: principal?.userId ?? null,
        topics: {
          private_updates: own,
          private_chat: own,
          push_notifications: own,
          creator_dashboard:
            principal && hasRole(principal, 'advisor') ? `creator:${principal.userId}` : null,
          ops: principal && hasRole(principal, 'admin') ? 'ops' : null,
        },
        cursor: this.notices.cursor(),
      },
    };
  }
}
