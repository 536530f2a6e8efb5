import { Body, Controller, Get, HttpException, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type CommandResult,
  EventTemplatesBody,
  type SocialEventTemplateView,
  socialStreamId,
} from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ValidationError } from '../../../shared/errors.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { commandResult } from '../../content-support.js';
import { socialDecider, type TemplateUpdate, TemplatesInvalidError } from '../social.decider.js';
import { eventTypeOfTemplate, templateId, templateViews } from '../social-views.js';
import { UpdateTemplatesCommand } from './update-templates.command.js';

@ApiTags('social shouts')
@Controller('client_api/social_media/event_templates')
@Roles('advisor')
export class EventTemplatesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly processor: CommandProcessor,
  ) {}

  @Get()
  @ApiOperation({ summary: 'My event templates' })
  async list(@CurrentPrincipal() principal: Principal): Promise<SocialEventTemplateView[]> {
    const state = await this.processor.state(socialDecider, socialStreamId(principal.userId));
    return templateViews(principal.userId, state.templates);
  }

  /**
   * Spec 000 §7: `user.social_media_event_templates_attributes`. A template over 140 characters
   * or with a substitution it does not offer answers 422 with every template and its errors
   * (the form is replaced with them).
   */
  @Patch()
  @ApiOperation({ summary: 'Change event templates' })
  async update(
    @Body({ schema: EventTemplatesBody }) body: EventTemplatesBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult & { event_templates: SocialEventTemplateView[] }> {
    const creatorId = principal.userId;
    const updates: TemplateUpdate[] = body.user.social_media_event_templates_attributes.map(
      (input, index) => {
        const eventType = eventTypeOfTemplate(creatorId, input.id);
        if (eventType === null) {
          throw new ValidationError({
            [`user.social_media_event_templates_attributes.${index}.id`]:
              'is not one of your templates',
          });
        }
        return {
          eventType,
          content: input.content,
          sendToTwitter: input.send_to_twitter,
          sendToTumblr: input.send_to_tumblr,
          sendToBluesky: input.send_to_bluesky,
        };
      },
    );
    try {
      const outcome = await this.commands.execute(
        new UpdateTemplatesCommand(creatorId, updates, context),
      );
      const state = await this.processor.state(socialDecider, socialStreamId(creatorId));
      return {
        ...commandResult(outcome),
        event_templates: templateViews(creatorId, state.templates),
      };
    } catch (error) {
      if (!(error instanceof TemplatesInvalidError)) throw error;
      const fields = Object.fromEntries(
        [...error.errors].map(([eventType, messages]) => [
          `templates.${templateId(creatorId, eventType)}.content`,
          messages[0] ?? error.message,
        ]),
      );
      throw new HttpException(
        {
          error: { code: error.code, message: error.message, fields },
          event_templates: templateViews(creatorId, error.templates, error.errors),
        },
        422,
      );
    }
  }
}
