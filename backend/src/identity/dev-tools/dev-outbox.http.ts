import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { NotFoundError } from '../../shared/errors.js';
import { DevelopmentOutboxMailer, MAILER, type MailMessage } from '../ports/mailer.js';

/**
 * The development mail outbox (reset links), so the flows can be tried by hand. Only with the
 * development helpers on (AppConfig.devHelpers): anyone who can reach it can reset any password.
 */
@ApiTags('development')
@Controller('dev')
export class DevOutboxController {
  constructor(
    @Inject(MAILER) private readonly mailer: unknown,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('mail')
  @ApiOperation({ summary: 'Development outbox (only with the development helpers on)' })
  outbox(): readonly MailMessage[] {
    if (!this.config.devHelpers || !(this.mailer instanceof DevelopmentOutboxMailer)) {
      throw new NotFoundError();
    }
    return [...this.mailer.outbox].reverse();
  }
}
