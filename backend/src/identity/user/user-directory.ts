import { Injectable } from '@nestjs/common';
import {
  type IdentifierKind,
  isUuid,
  normalizeEmail,
  normalizeLogin,
  reservationStreamId,
  userStreamId,
} from '@flirtwire/contracts';
import { PersonalDataVault } from '../../infrastructure/personal-data/personal-data-vault.js';
import { CommandProcessor } from '../../shared/commands/command-processor.js';
import { reservationDecider } from '../reservations/reservation.decider.js';
import { userDecider } from './user.decider.js';
import { initialUserState, type UserState } from './user.state.js';

/**
 * Reads accounts without a projection: an account stream is short, so it is folded directly
 * through the command processor's cache (reading only newer events). Logins, emails and phones are found through
 * their reservation streams.
 *
 * @example
 * const user = await directory.findByLoginOrEmail('Ann_1');
 * const state = await directory.load(userId);
 */
@Injectable()
export class UserDirectory {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly vault: PersonalDataVault,
  ) {}

  /** The account's current state (`exists: false` when there is none). */
  load(userId: string): Promise<UserState> {
    if (!isUuid(userId)) return Promise.resolve(initialUserState);
    return this.commands.state(userDecider, userStreamId(userId));
  }

  /** The reservation key of an identifier: the lowercased login, or a blind index. */
  keyOf(kind: IdentifierKind, value: string): string {
    switch (kind) {
      case 'login':
        return normalizeLogin(value);
      case 'email':
        return this.vault.blindIndex('email', normalizeEmail(value));
      case 'phone':
        return this.vault.blindIndex('phone', value);
    }
  }

  /** Who holds the reservation of `key` (or null). */
  async ownerOf(kind: IdentifierKind, key: string): Promise<string | null> {
    return (await this.commands.state(reservationDecider, reservationStreamId(kind, key))).owner;
  }

  /** Whether `userId`'s account exists and still claims the identifier. */
  async claims(kind: IdentifierKind, key: string, userId: string): Promise<boolean> {
    const state = await this.load(userId);
    if (!state.exists) return false;
    switch (kind) {
      case 'login':
        return normalizeLogin(state.login) === key;
      case 'email':
        return state.emailIndex === key;
      case 'phone':
        return state.phones.some((phone) => phone.verified && phone.phoneIndex === key);
    }
  }

  /** The account a live reservation points to. */
  async findBy(kind: IdentifierKind, value: string): Promise<UserState | null> {
    const key = this.keyOf(kind, value);
    const owner = await this.ownerOf(kind, key);
    if (!owner || !(await this.claims(kind, key, owner))) return null;
    return this.load(owner);
  }

  /** Sign-in accepts a Member Name or an email address. */
  findByLoginOrEmail(text: string): Promise<UserState | null> {
    return text.includes('@') ? this.findBy('email', text) : this.findBy('login', text);
  }
}
