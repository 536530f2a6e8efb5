import { SITE_BANNER_STREAM_ID, siteNoticesStreamId } from '@flirtwire/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CommandOutcome, CommandProcessor } from '../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { ValidationError } from '../../shared/errors.js';
import { siteBannerDecider, type SiteBannerState } from './site-banner.decider.js';
import { siteNoticesDecider, type SiteNoticesState } from './site-notices.decider.js';
import { AnswerSiteNoticeCommand, ChangeSiteBannerCommand } from './site-notices.command.js';

const SITE_NOTICE_MESSAGES = { unknownBanner: 'is not a banner of this site' } as const;

/** Reads the site notices' state (small streams, through the command side's cache). */
@Injectable()
export class SiteNotices {
  constructor(private readonly commands: CommandProcessor) {}

  banner(): Promise<SiteBannerState> {
    return this.commands.state(siteBannerDecider, SITE_BANNER_STREAM_ID);
  }

  answersOf(userId: string): Promise<SiteNoticesState> {
    return this.commands.state(siteNoticesDecider, siteNoticesStreamId(userId));
  }
}

@CommandHandler(ChangeSiteBannerCommand)
export class ChangeSiteBannerHandler implements ICommandHandler<ChangeSiteBannerCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ action, context }: ChangeSiteBannerCommand): Promise<CommandOutcome> {
    return this.commands.handle(SITE_BANNER_STREAM_ID, siteBannerDecider, action, {
      ...context,
      now: this.clock.now(),
    });
  }
}

@CommandHandler(AnswerSiteNoticeCommand)
export class AnswerSiteNoticeHandler implements ICommandHandler<AnswerSiteNoticeCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly notices: SiteNotices,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ action, context }: AnswerSiteNoticeCommand): Promise<CommandOutcome> {
    // Only a code this site has shown can be dismissed: the stream holds answers, not noise.
    if (action.type === 'DismissBanner') {
      const banner = await this.notices.banner();
      if (!banner.codes.includes(action.code)) {
        throw new ValidationError({ code: SITE_NOTICE_MESSAGES.unknownBanner });
      }
    }
    return this.commands.handle(siteNoticesStreamId(action.userId), siteNoticesDecider, action, {
      ...context,
      now: this.clock.now(),
    });
  }
}
