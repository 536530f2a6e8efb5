import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AddCardBody, type CardView, type CommandResult } from '@flirtwire/contracts';
import { OwnedBy } from '../../shared/auth/ownership.guard.js';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { commandResult } from '../identity-support.js';
import { UserDirectory } from '../user/user-directory.js';
import type { UserState } from '../user/user.state.js';
import { AddCardCommand, ChangeCardCommand } from './cards.commands.js';
import { CardOwner } from './cards.handlers.js';

function cardsOf(user: UserState): CardView[] {
  return user.cards.map((card) => ({
    id: card.cardId,
    brand: card.brand,
    last_four: card.last4,
    exp_month: card.expMonth,
    exp_year: card.expYear,
    is_default: card.cardId === user.defaultCardId,
  }));
}

/** Cards on file: tokens from the processor, shown by brand, last four and expiry only. */
@ApiTags('identity')
@Controller('client_api/cards')
@Roles()
export class CardsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly directory: UserDirectory,
  ) {}

  @Get()
  @ApiOperation({ summary: 'My cards on file' })
  async list(@CurrentPrincipal() principal: Principal): Promise<{ cards: CardView[] }> {
    return { cards: cardsOf(await this.directory.load(principal.userId)) };
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Put a card on file from a processor token' })
  async add(
    @Body({ schema: AddCardBody }) body: AddCardBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult & { cards: CardView[] }> {
    const outcome = await this.commands.execute(
      new AddCardCommand(principal.userId, body.token, context),
    );
    return {
      ...commandResult(outcome),
      cards: cardsOf(await this.directory.load(principal.userId)),
    };
  }

  @Post(':id/default')
  @HttpCode(200)
  @OwnedBy(CardOwner)
  @ApiOperation({ summary: 'Make a card the default' })
  async makeDefault(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult & { cards: CardView[] }> {
    const outcome = await this.commands.execute(
      new ChangeCardCommand(
        { type: 'MakeDefaultCard', userId: principal.userId, cardId: id },
        context,
      ),
    );
    return {
      ...commandResult(outcome),
      cards: cardsOf(await this.directory.load(principal.userId)),
    };
  }

  @Delete(':id')
  @HttpCode(200)
  @OwnedBy(CardOwner)
  @ApiOperation({ summary: 'Remove a card' })
  async remove(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult & { cards: CardView[] }> {
    const outcome = await this.commands.execute(
      new ChangeCardCommand({ type: 'RemoveCard', userId: principal.userId, cardId: id }, context),
    );
    return {
      ...commandResult(outcome),
      cards: cardsOf(await this.directory.load(principal.userId)),
    };
  }
}
