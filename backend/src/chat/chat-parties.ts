import { Injectable } from '@nestjs/common';
import {
  CHAT_MESSAGES,
  type ChatParty,
  type ChatSender,
  chatIdOf,
  isUuid,
} from '@flirtwire/contracts';
import { UserDirectory } from '../identity/user/user-directory.js';
import { isAdvisor, type UserState } from '../identity/user/user.state.js';
import { DomainError, NotFoundError } from '../shared/errors.js';

export interface ChatPair {
  readonly chatId: string;
  readonly creatorId: string;
  readonly customerId: string;
  /** The side of the person asking. */
  readonly side: ChatSender;
  readonly other: UserState;
}

export const partyView = (user: UserState): ChatParty => ({
  id: user.userId,
  login: user.login,
  slug: user.login.toLowerCase(),
  is_advisor: isAdvisor(user),
});

/**
 * Resolves `/chat/{slug or id}` from the asker's point of view: the other person names the
 * conversation, so nobody can name a conversation they are not a party of. One of the two
 * must be a Flirt; a customer with a Flirt is the customer side.
 */
@Injectable()
export class ChatParties {
  constructor(private readonly directory: UserDirectory) {}

  async pair(meId: string, reference: string): Promise<ChatPair> {
    const ref = otherOfChatId(meId, reference) ?? reference;
    const other = isUuid(ref)
      ? await this.directory.load(ref)
      : await this.directory.findBy('login', ref);
    if (!other?.exists || !other.active) {
      throw new NotFoundError(CHAT_MESSAGES.notFound, 'chat_not_found');
    }
    if (other.userId === meId) throw new DomainError('chat_yourself', CHAT_MESSAGES.yourself, 422);
    const me = await this.directory.load(meId);
    if (isAdvisor(other)) {
      return {
        chatId: chatIdOf(other.userId, meId),
        creatorId: other.userId,
        customerId: meId,
        side: 'customer',
        other,
      };
    }
    if (isAdvisor(me)) {
      return {
        chatId: chatIdOf(meId, other.userId),
        creatorId: meId,
        customerId: other.userId,
        side: 'flirt',
        other,
      };
    }
    throw new DomainError('not_a_flirt', CHAT_MESSAGES.notAFlirt, 422);
  }
}

/** A chat id (`<creatorId>-<customerId>`) the asker is part of names its other party. */
function otherOfChatId(meId: string, ref: string): string | null {
  if (ref.length !== 73) return null;
  const first = ref.slice(0, 36);
  const second = ref.slice(37);
  if (!isUuid(first) || !isUuid(second)) return null;
  if (first === meId) return second;
  if (second === meId) return first;
  return null;
}
