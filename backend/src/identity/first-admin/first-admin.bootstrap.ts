import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import {
  FIRST_ADMIN_STREAM,
  type IdentityEventOf,
  normalizeLogin,
  userStreamId,
} from '@flirtwire/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import {
  EVENT_STORE,
  type EventStore,
  WrongExpectedRevisionError,
} from '../../infrastructure/event-store/event-store.port.js';
import { PersonalDataVault } from '../../infrastructure/personal-data/personal-data-vault.js';
import { CommandProcessor } from '../../shared/commands/command-processor.js';
import { CLOCK, type Clock, ID_GENERATOR } from '../../shared/domain/clock.js';
import { type IdGenerator, newId } from '../../shared/domain/ids.js';
import { newPin } from '../identity-support.js';
import { Reservations } from '../reservations/reservations.js';
import { PasswordHasher } from '../security/password-hasher.js';
import { userDecider } from '../user/user.decider.js';
import { UserDirectory } from '../user/user-directory.js';

/**
 * At start, makes the first admin from ADMIN_LOGIN, ADMIN_EMAIL and ADMIN_PASSWORD unless one
 * was made before (idempotent across restarts and across processes). Without ADMIN_PASSWORD,
 * development generates a password and prints it once on the console (never in the JSON
 * logs); tests generate one silently; production refuses to start.
 */
@Injectable()
export class FirstAdminBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger('FirstAdmin');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly commands: CommandProcessor,
    private readonly reservations: Reservations,
    private readonly directory: UserDirectory,
    private readonly vault: PersonalDataVault,
    private readonly hasher: PasswordHasher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // eslint-disable-next-line local/state-via-command-processor -- whether the marker's one event exists, before any command processor decider owns it
    const [marker] = await this.store.readStream(FIRST_ADMIN_STREAM, { maxCount: 1 });
    let userId = marker
      ? (marker.data as IdentityEventOf<'FirstAdminDesignated'>['data']).userId
      : null;
    // Once made, the first admin is never remade or re-promoted (admins may change roles later).
    if (userId && (await this.directory.load(userId)).exists) return;
    const generated = this.config.admin.password === null;
    if (generated && this.config.nodeEnv === 'production') {
      throw new Error(
        'ADMIN_PASSWORD: required to create the first administrator (at least 12 characters, not a published example)',
      );
    }
    const password = this.config.admin.password ?? randomBytes(15).toString('base64url');
    const context = {
      correlationId: newId(),
      causationId: 'bootstrap',
      actor: { id: 'system', role: 'system' as const },
    };
    if (!userId) {
      userId = this.ids.next();
      try {
        await this.store.appendToStream(
          FIRST_ADMIN_STREAM,
          [
            {
              id: newId(),
              type: 'FirstAdminDesignated',
              data: { userId },
              occurredAt: this.clock.now().toISOString(),
              metadata: context,
            },
          ],
          { expectedRevision: 'no_stream' },
        );
      } catch (error) {
        if (error instanceof WrongExpectedRevisionError) return; // another process made it
        throw error;
      }
    }
    const loginKey = normalizeLogin(this.config.admin.login);
    const emailKey = this.directory.keyOf('email', this.config.admin.email);
    await this.reservations.reserve('login', loginKey, userId, context);
    await this.reservations.reserve('email', emailKey, userId, context);
    await this.commands.handle(
      userStreamId(userId),
      userDecider,
      {
        type: 'CreateFirstAdmin',
        userId,
        login: this.config.admin.login,
        sealedEmail: await this.vault.encrypt(userId, this.config.admin.email),
        emailIndex: emailKey,
        sealedPasswordHash: await this.vault.encrypt(userId, await this.hasher.hash(password)),
        sealedPin: await this.vault.encrypt(userId, newPin()),
      },
      { ...context, now: this.clock.now() },
    );
    this.logger.log({ userId, login: this.config.admin.login }, 'first admin created');
    if (generated && this.config.nodeEnv === 'development') {
      process.stdout.write(
        `\nFirst admin created: login "${this.config.admin.login}", password "${password}" (shown once; set ADMIN_PASSWORD to choose it)\n\n`,
      );
    }
  }
}
