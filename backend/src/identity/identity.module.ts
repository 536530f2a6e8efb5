import { join } from 'node:path';
import {
  Global,
  Inject,
  Module,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { APP_GUARD, HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { READ_STORE, type ReadStore } from '@flirtwire/projections';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { isMongoUrl } from '../infrastructure/mongo/mongo-connection.js';
import { PaymentGatewayModule } from '../infrastructure/payments/payment-gateway.module.js';
import { PersonalDataModule } from '../infrastructure/personal-data/personal-data.module.js';
import { Sessions } from '../shared/auth/auth.module.js';
import { OwnershipGuard } from '../shared/auth/ownership.guard.js';
import { CLOCK, type Clock } from '../shared/domain/clock.js';
import { CardOwner, AddCardHandler, ChangeCardHandler } from './cards/cards.handlers.js';
import { CardsController } from './cards/cards.http.js';
import { CsrfGuard, installCsrfCookie } from './csrf/csrf.js';
import { CsrfController } from './csrf/csrf.http.js';
import { CurrentUserFields } from './current-user/current-user-fields.js';
import { CurrentUserController } from './current-user/current-user.http.js';
import { UpdateProfileHandler } from './current-user/update-profile.handler.js';
import { DevOutboxController } from './dev-tools/dev-outbox.http.js';
import { FirstAdminBootstrap } from './first-admin/first-admin.bootstrap.js';
import {
  FlirtSetupHandler,
  StartIdVerificationHandler,
} from './flirt-setup/flirt-setup.handlers.js';
import { FlirtSetupController } from './flirt-setup/flirt-setup.http.js';
import {
  CompletePasswordResetHandler,
  RequestPasswordResetHandler,
  VerifyAccountHandler,
} from './password-reset/password-reset.handlers.js';
import { ResetLinkIds } from './password-reset/reset-links.js';
import { PasswordResetController } from './password-reset/password-reset.http.js';
import {
  AddPhoneHandler,
  ConfirmPhoneHandler,
  SendPhoneCodeHandler,
  PhoneOwner,
  RemovePhoneHandler,
} from './phones/phones.handlers.js';
import { PhonesController } from './phones/phones.http.js';
import { DevelopmentIdVerifier, ID_VERIFIER } from './ports/id-verifier.js';
import { DevelopmentOutboxMailer, MAILER } from './ports/mailer.js';
import { PayerIdVerification } from './ports/payer-id-verification.js';
import { DevelopmentPhoneVerifier, PHONE_VERIFIER } from './ports/phone-verifier.js';
import { Reservations } from './reservations/reservations.js';
import { AttemptLimits } from './security/attempt-limits.js';
import {
  CAPTCHA_VERIFIER,
  DisabledCaptchaVerifier,
  RecaptchaVerifier,
  TurnstileVerifier,
  TestTokenCaptchaVerifier,
} from './security/captcha.js';
import { PasswordHasher } from './security/password-hasher.js';
import { MongoSessionStore } from './sessions/mongo-session-store.js';
import { SESSION_STORE, type SessionStore } from './sessions/session-store.port.js';
import { SessionService } from './sessions/session.service.js';
import { SqliteSessionStore } from './sessions/sqlite-session-store.js';
import { SignInHandler } from './sign-in/sign-in.handler.js';
import { SignInController } from './sign-in/sign-in.http.js';
import { SignOutController } from './sign-out/sign-out.http.js';
import { SignUpHandler } from './sign-up/sign-up.handler.js';
import { SignUpController } from './sign-up/sign-up.http.js';
import { AdministerUserHandler } from './staff-roles/administer-user.handler.js';
import { AdminUsersController } from './staff-roles/admin-users.http.js';
import { UserDirectory } from './user/user-directory.js';

/**
 * Identity and access: accounts, sessions, roles, cards on file, sign-in and sign-up, password
 * and PIN recovery, the Flirt setup wizard. Exports what other modules use: SessionService,
 * CurrentUserFields, UserDirectory, PayerIdVerification.
 */
@Global()
@Module({
  imports: [PersonalDataModule, PaymentGatewayModule],
  controllers: [
    SignUpController,
    SignInController,
    SignOutController,
    CurrentUserController,
    PasswordResetController,
    AdminUsersController,
    CardsController,
    PhonesController,
    FlirtSetupController,
    CsrfController,
    DevOutboxController,
  ],
  providers: [
    {
      provide: SESSION_STORE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): Promise<SessionStore> | SessionStore =>
        isMongoUrl(config.readStoreUrl)
          ? MongoSessionStore.connect(config.readStoreUrl)
          : new SqliteSessionStore(join(config.dataDir, 'sessions.db')),
    },
    {
      provide: CAPTCHA_VERIFIER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        switch (config.captcha.provider) {
          case 'turnstile':
            return new TurnstileVerifier(config.captcha.secretKey ?? '');
          case 'recaptcha':
            return new RecaptchaVerifier(config.captcha.secretKey ?? '');
          case 'test':
            return new TestTokenCaptchaVerifier();
          case 'off':
            return new DisabledCaptchaVerifier();
        }
      },
    },
    {
      provide: PHONE_VERIFIER,
      inject: [READ_STORE, CLOCK, APP_CONFIG],
      useFactory: (store: ReadStore, clock: Clock, config: AppConfig) =>
        new DevelopmentPhoneVerifier(store, clock, config.devHelpers),
    },
    { provide: ID_VERIFIER, useFactory: () => new DevelopmentIdVerifier() },
    { provide: MAILER, useFactory: () => new DevelopmentOutboxMailer() },
    { provide: APP_GUARD, useClass: CsrfGuard },
    PasswordHasher,
    ResetLinkIds,
    UserDirectory,
    Reservations,
    SessionService,
    AttemptLimits,
    CurrentUserFields,
    PayerIdVerification,
    OwnershipGuard,
    CardOwner,
    PhoneOwner,
    FirstAdminBootstrap,
    SignUpHandler,
    SignInHandler,
    UpdateProfileHandler,
    RequestPasswordResetHandler,
    VerifyAccountHandler,
    CompletePasswordResetHandler,
    AdministerUserHandler,
    AddCardHandler,
    ChangeCardHandler,
    AddPhoneHandler,
    ConfirmPhoneHandler,
    SendPhoneCodeHandler,
    RemovePhoneHandler,
    FlirtSetupHandler,
    StartIdVerificationHandler,
  ],
  exports: [SessionService, CurrentUserFields, UserDirectory, PayerIdVerification],
})
export class IdentityModule implements OnModuleInit, OnApplicationShutdown {
  constructor(
    private readonly sessions: SessionService,
    private readonly holder: Sessions,
    private readonly adapter: HttpAdapterHost,
    @Inject(SESSION_STORE) private readonly store: SessionStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.holder.use(this.sessions);
    // The projector process (docs/adr/0099) is these modules without an HTTP server.
    const http = this.adapter.httpAdapter as HttpAdapterHost['httpAdapter'] | null;
    if (http) installCsrfCookie(http.getInstance<FastifyInstance>(), this.config);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
