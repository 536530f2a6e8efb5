import { Command } from '@nestjs/cqrs';
import type { CommandOutcome } from '../../shared/commands/command-processor.js';
import type { RequestContext } from '../../shared/http/request-context.js';
import type { BannerCommand } from './site-banner.decider.js';
import type { SiteNoticeCommand } from './site-notices.decider.js';

/** An admin's change to the site-wide banner. */
export class ChangeSiteBannerCommand extends Command<CommandOutcome> {
  constructor(
    readonly action: BannerCommand,
    readonly context: RequestContext,
  ) {
    super();
  }
}

/** A signed-in person's answer to a site notice (banner dismissal, cookies acknowledgement). */
export class AnswerSiteNoticeCommand extends Command<CommandOutcome> {
  constructor(
    readonly action: SiteNoticeCommand,
    readonly context: RequestContext,
  ) {
    super();
  }
}
