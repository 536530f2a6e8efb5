import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CurrentUserFields } from '../identity/current-user/current-user-fields.js';
import { ChatViews } from './chat-views.js';

/** Adds `hasUnreadChatMessages` (the header's unread dot) to GET /client_api/user. */
@Injectable()
export class ChatFields implements OnModuleInit {
  constructor(
    private readonly fields: CurrentUserFields,
    private readonly views: ChatViews,
  ) {}

  onModuleInit(): void {
    this.fields.register('chat', async (userId) => ({
      hasUnreadChatMessages: await this.views.hasUnread(userId),
    }));
  }
}
