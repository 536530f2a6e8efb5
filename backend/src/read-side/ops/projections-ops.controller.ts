import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ProjectionsResponse } from '@flirtwire/contracts';
import { Roles } from '../../shared/auth/roles.guard.js';
import { ProjectionHost } from '../projection-host.js';

@ApiTags('ops')
@Controller('ops/projections')
export class ProjectionsOpsController {
  constructor(private readonly host: ProjectionHost) {}

  /**
   * Every projection: the version serving, its state, checkpoint, the log's head and the lag
   * between them, the event it stopped at (if it did), and any rebuild's progress.
   */
  @Get()
  @Roles('admin')
  @ApiOkResponse({ description: 'Projection status and lag' })
  async list(): Promise<ProjectionsResponse> {
    return { projections: await this.host.status() };
  }
}
