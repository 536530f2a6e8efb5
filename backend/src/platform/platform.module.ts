import { Global, Module } from '@nestjs/common';
import { CalendarJob } from './calendar/calendar.job.js';
import {
  AnswerSiteNoticeHandler,
  ChangeSiteBannerHandler,
  SiteNotices,
} from './site-notices/site-notices.handler.js';
import {
  AdminSiteBannerController,
  SiteNoticesController,
} from './site-notices/site-notices.http.js';
import { Scheduler } from './scheduling/scheduler.js';
import { SchedulesOpsController } from './scheduling/schedules-ops.controller.js';

/**
 * Platform services every context may use: the durable scheduler and the calendar; and the
 * site notices (the site-wide banner and the cookies banner).
 */
@Global()
@Module({
  controllers: [SchedulesOpsController, SiteNoticesController, AdminSiteBannerController],
  providers: [
    Scheduler,
    CalendarJob,
    SiteNotices,
    ChangeSiteBannerHandler,
    AnswerSiteNoticeHandler,
  ],
  exports: [Scheduler],
})
export class PlatformModule {}
