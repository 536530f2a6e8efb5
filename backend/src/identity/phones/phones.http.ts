import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AddPhoneBody,
  type CommandResult,
  formatUsCaPhone,
  parseUsCaPhone,
  type PhoneView,
} from '@flirtwire/contracts';
import { PersonalDataVault } from '../../infrastructure/personal-data/personal-data-vault.js';
import { OwnedBy } from '../../shared/auth/ownership.guard.js';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { ValidationError } from '../../shared/errors.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { commandResult } from '../identity-support.js';
import { UserDirectory } from '../user/user-directory.js';
import {
  AddPhoneCommand,
  ConfirmPhoneCommand,
  RemovePhoneCommand,
  SendPhoneCodeCommand,
} from './phones.commands.js';
import { PhoneOwner, WRONG_CODE } from './phones.handlers.js';
import { Throttle } from '../../shared/http/throttle/throttle.guard.js';

/** Phones and phone verifications (spec 002 §7: POST /phone, DELETE /phone/{id}, phone_verifications). */
@ApiTags('identity')
@Controller('client_api')
@Roles()
export class PhonesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly directory: UserDirectory,
    private readonly vault: PersonalDataVault,
  ) {}

  @Get('phones')
  @ApiOperation({ summary: 'My phone numbers' })
  async list(@CurrentPrincipal() principal: Principal): Promise<{ phones: PhoneView[] }> {
    const user = await this.directory.load(principal.userId);
    const phones = await Promise.all(
      user.phones.map(async (phone) => {
        const number = await this.vault.decrypt(user.userId, phone.sealedPhone);
        return {
          id: phone.phoneId,
          phone_number: number ? formatUsCaPhone(number) : '',
          verified: phone.verified,
        };
      }),
    );
    return { phones };
  }

  @Post('phone')
  @HttpCode(201)
  @ApiOperation({ summary: 'Add a US or Canadian phone number' })
  async add(
    @Body({ schema: AddPhoneBody }) body: AddPhoneBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult & { phone: PhoneView }> {
    const e164 = parseUsCaPhone(body.phone_number);
    if (!e164)
      throw new ValidationError({
        phone_number: 'Please enter a valid US or Canadian phone number.',
      });
    const outcome = await this.commands.execute(
      new AddPhoneCommand(principal.userId, e164, context),
    );
    return {
      ...commandResult(outcome),
      phone: { id: outcome.phoneId, phone_number: formatUsCaPhone(e164), verified: false },
    };
  }

  @Delete('phone/:id')
  @HttpCode(200)
  @OwnedBy(PhoneOwner)
  @ApiOperation({ summary: 'Remove a phone number' })
  async remove(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult> {
    return commandResult(
      await this.commands.execute(new RemovePhoneCommand(principal.userId, id, context)),
    );
  }

  /** Sends a code. Outside production the development adapter also returns it here. */
  @Post('phone/:id/phone_verifications')
  @Throttle('codeSend')
  @HttpCode(201)
  @OwnedBy(PhoneOwner)
  @ApiOperation({ summary: 'Send a verification code to a phone' })
  async send(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ sent: true; development_code?: string }> {
    const { developmentCode } = await this.commands.execute(
      new SendPhoneCodeCommand(principal.userId, id),
    );
    return developmentCode ? { sent: true, development_code: developmentCode } : { sent: true };
  }

  @Patch('phone/:id/phone_verifications/:code')
  @OwnedBy(PhoneOwner)
  @ApiOperation({ summary: 'Confirm a phone with its code' })
  async confirm(
    @Param('id') id: string,
    @Param('code') code: string,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult & { verified: true }> {
    if (!/^\d{4,8}$/.test(code)) throw new ValidationError({ code: WRONG_CODE });
    const outcome = await this.commands.execute(
      new ConfirmPhoneCommand(principal.userId, id, code, context),
    );
    return { ...commandResult(outcome), verified: true };
  }
}
