import { Logger } from '@nestjs/common';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** What kind of mail (for logs and tests), e.g. 'password_reset'. */
  readonly kind: string;
  /** Whom it concerns; logged instead of the address. */
  readonly userId: string;
}

/**
 * Sends mail. Logs name the kind and the user id, never the address or the content (which may
 * hold a reset link).
 *
 * @example
 * await mailer.send({ to, subject: 'Reset your password', text, kind: 'password_reset', userId });
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const MAILER = Symbol('Mailer');

/**
 * Development adapter: keeps the last 200 messages in memory. With the development helpers on
 * they can be read at GET /dev/mail (and tests read `outbox`).
 */
export class DevelopmentOutboxMailer implements Mailer {
  private readonly logger = new Logger('Mailer');
  readonly outbox: MailMessage[] = [];

  send(message: MailMessage): Promise<void> {
    this.outbox.push(message);
    if (this.outbox.length > 200) this.outbox.shift();
    this.logger.log(
      { kind: message.kind, userId: message.userId },
      'mail queued in the development outbox',
    );
    return Promise.resolve();
  }
}
