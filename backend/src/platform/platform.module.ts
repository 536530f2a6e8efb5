import { Global, Module } from '@nestjs/common';
import { CalendarJob } from './calendar/calendar.job.js';
import { Scheduler } from './scheduling/scheduler.js';
import { SchedulesOpsController } from './scheduling/schedules-ops.controller.js';

/** Platform services every context may use: the durable scheduler and the calendar. */
@Global()
@Module({
  controllers: [SchedulesOpsController],
  providers: [Scheduler, CalendarJob],
  exports: [Scheduler],
})
export class PlatformModule {}
