import { Controller, Get, Inject, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../shared/auth/roles.guard.js';
import { NotFoundError } from '../../shared/errors.js';
import { type JobStatus, Scheduler } from './scheduler.js';

@ApiTags('ops')
@Controller('ops/schedules')
@Roles('admin')
export class SchedulesOpsController {
  constructor(@Inject(Scheduler) private readonly scheduler: Scheduler) {}

  @Get()
  @ApiOperation({ summary: 'Scheduled jobs: runs, work done, last run and last error' })
  list(): { jobs: JobStatus[] } {
    return { jobs: this.scheduler.statuses() };
  }

  @Post(':name/run')
  @ApiOperation({ summary: 'Run a scheduled job now (it never overlaps a run in progress)' })
  async run(@Param('name') name: string): Promise<JobStatus> {
    if (!this.scheduler.statuses().some((job) => job.name === name))
      throw new NotFoundError('No such scheduled job.');
    return this.scheduler.runJob(name);
  }
}
