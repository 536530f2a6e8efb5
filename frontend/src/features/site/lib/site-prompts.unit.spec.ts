import { describe, expect, it } from '@jest/globals';
import { promptToShow, type SitePrompt } from './site-prompts';

const waiting = (...prompts: SitePrompt[]) => new Set(prompts);

describe('the site-wide prompt queue', () => {
  it('shows one prompt at a time: the cookies banner first, then the push prompt', () => {
    expect(
      promptToShow({ waiting: waiting('push', 'cookies'), showing: null, modalOpen: false }),
    ).toBe('cookies');
    expect(promptToShow({ waiting: waiting('push'), showing: 'cookies', modalOpen: false })).toBe(
      'push',
    );
    expect(promptToShow({ waiting: waiting(), showing: 'push', modalOpen: false })).toBeNull();
  });

  it('lets the prompt showing keep its turn until it is answered', () => {
    expect(
      promptToShow({ waiting: waiting('push', 'cookies'), showing: 'push', modalOpen: false }),
    ).toBe('push');
  });

  it('shows none over a modal dialog, and resumes once it closes', () => {
    expect(
      promptToShow({ waiting: waiting('cookies'), showing: 'cookies', modalOpen: true }),
    ).toBeNull();
    expect(promptToShow({ waiting: waiting('push'), showing: null, modalOpen: true })).toBeNull();
    expect(promptToShow({ waiting: waiting('cookies'), showing: null, modalOpen: false })).toBe(
      'cookies',
    );
  });
});
