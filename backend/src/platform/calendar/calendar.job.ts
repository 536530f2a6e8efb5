import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CALENDAR_STREAM } from '@flirtwire/contracts';
import { CommandProcessor } from '../../shared/commands/command-processor.js';
import { Scheduler } from '../scheduling/scheduler.js';
import { calendarDecider } from './calendar.decider.js';

const MAX_DAYS_PER_RUN = 400;

/** Appends DayStarted for each UTC day (see contracts/src/platform), catching up missed days. */
@Injectable()
export class CalendarJob implements OnModuleInit {
  constructor(
    @Inject(Scheduler) private readonly scheduler: Scheduler,
    @Inject(CommandProcessor) private readonly commands: CommandProcessor,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: 'calendar',
      everyMs: 60_000,
      run: (now) => this.startDays(now),
    });
  }

  async startDays(now: Date): Promise<{ done: number }> {
    const today = now.toISOString().slice(0, 10);
    let done = 0;
    for (;;) {
      const outcome = await this.commands.handle(
        CALENDAR_STREAM,
        calendarDecider,
        { type: 'StartDays', today, firstDay: today, maxDays: MAX_DAYS_PER_RUN },
        {
          correlationId: `day-started-${today}`,
          causationId: `day-started-${today}`,
          actor: { id: 'scheduler', role: 'system' },
          now,
        },
      );
      done += outcome.events.length;
      if (outcome.events.length < MAX_DAYS_PER_RUN) return { done };
    }
  }
}
