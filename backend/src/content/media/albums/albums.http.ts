import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AlbumView,
  type CommandResult,
  type ContentEventOf,
  CreateAlbumBody,
} from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { commandResult } from '../../content-support.js';
import { CreateAlbumCommand } from './create-album.command.js';
import { ListAlbumsQuery } from './list-albums.query.js';

/** File manager folders (spec 000 §7: seller_albums under /fm/client_api/). */
@ApiTags('file manager')
@Controller('fm/client_api/albums')
@Roles('advisor')
export class AlbumsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ReadsProjections('file-manager')
  @ApiOperation({ summary: 'My folders' })
  list(@CurrentPrincipal() principal: Principal): Promise<{ albums: AlbumView[] }> {
    return this.queries.execute(new ListAlbumsQuery(principal.userId));
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a folder' })
  async create(
    @Body({ schema: CreateAlbumBody }) body: CreateAlbumBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult & { album: { id: string; name: string } | null }> {
    const outcome = await this.commands.execute(
      new CreateAlbumCommand(principal.userId, body.name, context),
    );
    const created = outcome.events.find((event) => event.type === 'MediaAlbumCreated');
    const data = created ? (created.data as ContentEventOf<'MediaAlbumCreated'>['data']) : null;
    return {
      ...commandResult(outcome),
      album: data ? { id: data.albumId, name: data.name } : null,
    };
  }
}
