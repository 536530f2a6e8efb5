import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { NotFoundError } from '../../shared/errors.js';
import { DevelopmentOutboxMailer, MAILER, type MailMessage } from '../ports/mailer.js';

/** The development mail outbox (reset links), so the flows can be tried by hand. Not in production. */
@ApiTags('development')
@Controller('dev')
export class DevOutboxController {
  constructor(
    @Inject(MAILER) private readonly mailer: unknown,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('mail')
  @ApiOperation({ summary: 'Development outbox (not available in production)' })
  outbox(): readonly MailMessage[] {
    if (this.config.nodeEnv === 'production' || !(this.mailer instanceof DevelopmentOutboxMailer)) {
      throw new NotFoundError();
    }
    return [...this.mailer.outbox].reverse();
  }
}
