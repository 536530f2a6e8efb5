import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CreatePostBody } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { authorOf } from '../../content-support.js';
import { type PostCommandResult, postIdOf, postResult } from '../post-result.js';
import { CreatePostCommand } from './create-post.command.js';

@ApiTags('feeds')
@Controller('feeds/posts')
export class CreatePostController {
  constructor(private readonly commands: CommandBus) {}

  /** Create Post (spec 000 §2): captions, media, type, schedule; publishes unless `publish: false`. */
  @Post()
  @HttpCode(201)
  @Roles('advisor')
  @ApiOperation({ summary: 'Create a post' })
  async create(
    @Body({ schema: CreatePostBody }) body: CreatePostBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<PostCommandResult> {
    const outcome = await this.commands.execute(
      new CreatePostCommand(authorOf(principal), body, context),
    );
    return postResult(postIdOf(outcome), outcome);
  }
}
