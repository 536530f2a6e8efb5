import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type ListingRow, READ_MODELS } from '@flirtwire/contracts';
import { CurrentUserFields } from '../../identity/current-user/current-user-fields.js';
import { isAdvisor } from '../../identity/user/user.state.js';
import { UserDirectory } from '../../identity/user/user-directory.js';
import { ReadModels } from '../../read-side/read-models.js';

/**
 * Adds `isChatEnabled` to GET /client_api/user (spec 000 §3) from the listings read model, which
 * owns it: a Flirt chats through their chat listing, so chat is enabled once it is accepted (in
 * the directory), not blocked and switched on; customers can always chat.
 */
@Injectable()
export class ChatListingFields implements OnModuleInit {
  constructor(
    private readonly fields: CurrentUserFields,
    private readonly directory: UserDirectory,
    private readonly readModels: ReadModels,
  ) {}

  onModuleInit(): void {
    this.fields.register('marketplace-chat-listing', async (userId) => ({
      isChatEnabled: await this.chatEnabled(userId),
    }));
  }

  private async chatEnabled(userId: string): Promise<boolean> {
    const user = await this.directory.load(userId);
    if (!user.exists) return false;
    if (!isAdvisor(user)) return true;
    const listing = await this.readModels
      .collection<ListingRow>(READ_MODELS.listings)
      .findOne({ creatorId: userId, type: 3, public: true, blocked: false, enabled: true });
    return listing !== null;
  }
}
