import type { SiteNoticeEvent } from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';

type NoticeEvent = Extract<
  SiteNoticeEvent,
  { type: 'SiteBannerDismissed' | 'CookiesAcknowledged' }
>;

interface DismissBanner {
  readonly type: 'DismissBanner';
  readonly userId: string;
  readonly code: string;
}
interface AcknowledgeCookies {
  readonly type: 'AcknowledgeCookies';
  readonly userId: string;
}
export type SiteNoticeCommand = DismissBanner | AcknowledgeCookies;

export interface SiteNoticesState {
  readonly dismissed: readonly string[];
  readonly cookiesAcknowledged: boolean;
}

/** One person's answers to the site notices; answering twice records nothing new. */
export const siteNoticesDecider: Decider<SiteNoticesState, SiteNoticeCommand, NoticeEvent> = {
  name: 'site-notices',
  eventTypes: ['SiteBannerDismissed', 'CookiesAcknowledged'],
  initialState: { dismissed: [], cookiesAcknowledged: false },
  evolve(state, event) {
    switch (event.type) {
      case 'SiteBannerDismissed':
        return { ...state, dismissed: [...state.dismissed, event.data.code] };
      case 'CookiesAcknowledged':
        return { ...state, cookiesAcknowledged: true };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'DismissBanner':
        return state.dismissed.includes(command.code)
          ? []
          : [{ type: 'SiteBannerDismissed', data: { userId: command.userId, code: command.code } }];
      case 'AcknowledgeCookies':
        return state.cookiesAcknowledged
          ? []
          : [{ type: 'CookiesAcknowledged', data: { userId: command.userId } }];
    }
  },
};
