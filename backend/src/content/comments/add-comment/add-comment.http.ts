import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AddCommentBody,
  type CommandResult,
  type CommentView,
  type ContentEventOf,
} from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { authorOf, commandResult } from '../../content-support.js';
import { commentView } from '../comment-view.js';
import { AddCommentCommand } from './add-comment.command.js';

@ApiTags('feeds')
@Controller('feeds/posts')
export class AddCommentController {
  constructor(private readonly commands: CommandBus) {}

  /** Comment (at most 200 characters; following and a card on file, spec 000 §5). */
  @Post(':id/comments')
  @HttpCode(201)
  @Roles()
  @ApiOperation({ summary: 'Comment on a post' })
  async add(
    @Param('id') id: string,
    @Body({ schema: AddCommentBody }) body: AddCommentBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult & { comment: CommentView | null }> {
    const outcome = await this.commands.execute(
      new AddCommentCommand(authorOf(principal), id, body.body, context),
    );
    const added = outcome.events.find((event) => event.type === 'CommentAdded');
    const data = added ? (added.data as ContentEventOf<'CommentAdded'>['data']) : null;
    return {
      ...commandResult(outcome),
      comment:
        data && added
          ? commentView({
              id: data.commentId,
              body: data.body,
              createdAt: added.occurredAt,
              login: data.login,
              byPostAuthor: data.byPostAuthor,
            })
          : null,
    };
  }
}
