import { Global, Injectable, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { nobodySignedIn, type Principal, type SessionResolver } from './principal.js';
import { RolesGuard } from './roles.guard.js';

/**
 * Holds the session resolver the request hook and the realtime gateway use. The identity module
 * installs the real one at start; before that nobody is signed in.
 */
@Injectable()
export class Sessions implements SessionResolver {
  private resolver: SessionResolver = nobodySignedIn;

  use(resolver: SessionResolver): void {
    this.resolver = resolver;
  }

  resolve(token: string | undefined): Promise<Principal | null> {
    return this.resolver.resolve(token);
  }
}

@Global()
@Module({
  providers: [Sessions, { provide: APP_GUARD, useClass: RolesGuard }],
  exports: [Sessions],
})
export class AuthModule {}
