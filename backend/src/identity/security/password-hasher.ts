import { Inject, Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

/** argon2id costs (the package's algorithm default is argon2id). */
const COSTS = {
  /** OWASP's baseline: 19 MiB, 2 passes, 1 lane. */
  owasp: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  /** Tests and throwaway demo data only (refused in production by the config). */
  fast: { memoryCost: 1_024, timeCost: 1, parallelism: 1 },
} as const;

/**
 * argon2id password hashes. `verifyOrDummy` spends the same time when there is no account, so
 * response times do not tell which logins exist.
 */
@Injectable()
export class PasswordHasher {
  private dummy: Promise<string> | undefined;
  private readonly options: (typeof COSTS)[keyof typeof COSTS];

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'passwordHashing'>) {
    this.options = COSTS[config.passwordHashing];
  }

  hash(password: string): Promise<string> {
    return hash(password, this.options);
  }

  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    if (passwordHash === null) {
      this.dummy ??= hash('no account has this password', this.options);
      await verify(await this.dummy, password).catch(() => false);
      return false;
    }
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }
}
