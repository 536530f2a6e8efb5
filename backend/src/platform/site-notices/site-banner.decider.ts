import type { SiteNoticeEvent } from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import { DomainError } from '../../shared/errors.js';

type BannerEvent = Extract<
  SiteNoticeEvent,
  { type: 'SiteBannerPublished' | 'SiteBannerWithdrawn' }
>;

interface PublishBanner {
  readonly type: 'PublishBanner';
  readonly code: string;
  readonly content: string;
}
interface WithdrawBanner {
  readonly type: 'WithdrawBanner';
}
export type BannerCommand = PublishBanner | WithdrawBanner;

export interface SiteBannerState {
  readonly current: { readonly code: string; readonly content: string } | null;
  /** Every code ever published: a dismissal of an old banner must not hide a new one. */
  readonly codes: readonly string[];
}

const BANNER_MESSAGES = {
  codeUsed: 'This banner code was used before; choose a new one.',
} as const;

/**
 * The one site-wide banner. Publishing replaces the current one (withdrawing it first);
 * republishing the same banner changes nothing; a code is never reused, because people who
 * dismissed it would never see the new text.
 */
export const siteBannerDecider: Decider<SiteBannerState, BannerCommand, BannerEvent> = {
  name: 'site-banner',
  eventTypes: ['SiteBannerPublished', 'SiteBannerWithdrawn'],
  initialState: { current: null, codes: [] },
  evolve(state, event) {
    switch (event.type) {
      case 'SiteBannerPublished':
        return {
          current: { code: event.data.code, content: event.data.content },
          codes: state.codes.includes(event.data.code)
            ? state.codes
            : [...state.codes, event.data.code],
        };
      case 'SiteBannerWithdrawn':
        return { ...state, current: null };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'PublishBanner': {
        const { current } = state;
        if (current?.code === command.code && current.content === command.content) return [];
        if (current?.code !== command.code && state.codes.includes(command.code)) {
          throw new DomainError('banner_code_used', BANNER_MESSAGES.codeUsed, 409);
        }
        return [
          ...(current && current.code !== command.code
            ? [{ type: 'SiteBannerWithdrawn' as const, data: { code: current.code } }]
            : []),
          { type: 'SiteBannerPublished', data: { code: command.code, content: command.content } },
        ];
      }
      case 'WithdrawBanner':
        return state.current
          ? [{ type: 'SiteBannerWithdrawn', data: { code: state.current.code } }]
          : [];
    }
  },
};
