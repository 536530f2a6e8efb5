import { Injectable, Logger } from '@nestjs/common';
import type { CurrentUser } from '@flirtwire/contracts';

/** What a module adds to GET /client_api/user for one person. */
export type CurrentUserContribution = (userId: string) => Promise<Partial<CurrentUser>>;

/**
 * Lets every module add its fields to the current user without editing identity: money flows
 * adds `available_balance` and `offerings`, chat adds `isChatEnabled` and
 * `hasUnreadChatMessages`, and so on. Contributions are merged in registration order over
 * identity's own fields. A contribution that fails is logged and left out, so one module cannot
 * break the page.
 *
 * @example
 * @Injectable()
 * class BalanceFields implements OnModuleInit {
 *   constructor(private readonly fields: CurrentUserFields, private readonly balances: Balances) {}
 *   onModuleInit() {
 *     this.fields.register('money-flows', async (userId) => ({
 *       available_balance: await this.balances.availableCents(userId),
 *     }));
 *   }
 * }
 */
@Injectable()
export class CurrentUserFields {
  private readonly logger = new Logger('CurrentUserFields');
  private readonly contributors = new Map<string, CurrentUserContribution>();

  register(name: string, contribute: CurrentUserContribution): void {
    this.contributors.set(name, contribute);
  }

  async collect(userId: string): Promise<Partial<CurrentUser>> {
    const parts = await Promise.all(
      [...this.contributors].map(async ([name, contribute]) => {
        try {
          return await contribute(userId);
        } catch (error) {
          this.logger.error({ err: error, contributor: name, userId }, 'current-user field failed');
          return {};
        }
      }),
    );
    return Object.assign({}, ...parts) as Partial<CurrentUser>;
  }
}
