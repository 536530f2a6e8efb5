import { CHAT_PROFILE_GENDERS, SEARCH_COPY } from '@flirtwire/contracts';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { ListingCard, ListingCardSkeleton } from '@/components/listing-card';
import { EmptyState, ErrorState } from '@/components/states';
import { useDebouncedValue } from '@/lib/hooks';
import { useCurrentUser } from '@/lib/session';
import { useChatProfileSearch } from '../api/search-chat-profiles';
import { chatProfileCardView, chatProfileHref } from '../lib/chat-profile-card';
import { useChatProfileFilter } from '../stores/chat-profile-filter';
import { Pager } from '@/components/pager';

/** Spec: 9 skeleton cards while loading; search from 3 characters (1 or 2 do nothing). */
const SKELETONS = 9;
const MIN_TEXT = 3;

function chatBrowseText(typed: string): string | null {
  const text = typed.trim();
  return text.length === 0 || text.length >= MIN_TEXT ? text : null;
}

/**
 * Chat browse: a search box, a gender selector (kept in the URL's `gender`), the Chats and
 * Browse tabs, and pages of chat profile cards.
 */
export function ChatBrowsePage({
  gender,
  page,
  onChange,
}: {
  readonly gender: string;
  readonly page: number;
  readonly onChange: (next: { gender: string; page: number }) => void;
}) {
  const ids = useId();
  const user = useCurrentUser();
  const signedIn = Boolean(user.data);
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  const settled = useDebouncedValue(typed, 500);
  const setStoredGender = useChatProfileFilter((s) => s.setGender);
  useEffect(() => {
    const next = chatBrowseText(settled);
    if (next !== null && next !== text) {
      setText(next);
      onChange({ gender, page: 1 });
    }
    // Only a settled text change searches.
  }, [settled]);
  const results = useChatProfileSearch({ text, category: '', gender, page });
  const profiles = results.data?.chat_profiles ?? [];

  return (
    <section className="page chat-browse">
      <h1>Chat</h1>
      <div role="tablist" aria-label="Chat" className="tabs">
        {signedIn ? (
          <Link
            to="/chat"
            search={{ from_browse_page: true }}
            role="tab"
            aria-selected={false}
            className="tabs__tab"
          >
            Chats
          </Link>
        ) : (
          <button type="button" role="tab" aria-selected={false} className="tabs__tab" disabled>
            Chats
          </button>
        )}
        <button type="button" role="tab" aria-selected className="tabs__tab is-active">
          Browse
        </button>
      </div>
      <div className="chat-browse__bar" role="search">
        <label htmlFor={`${ids}-text`} className="visually-hidden">
          Search chat profiles
        </label>
        <input
          id={`${ids}-text`}
          type="search"
          placeholder="Search chat profiles"
          maxLength={100}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
          }}
        />
        <label htmlFor={`${ids}-gender`} className="visually-hidden">
          Gender
        </label>
        <select
          id={`${ids}-gender`}
          value={gender}
          onChange={(event) => {
            setStoredGender(event.target.value);
            onChange({ gender: event.target.value, page: 1 });
          }}
        >
          {CHAT_PROFILE_GENDERS.map((g) => (
            <option key={g.value} value={g.value}>
              {g.label}
            </option>
          ))}
        </select>
      </div>
      <div role="tabpanel" aria-label="Browse">
        {results.isPending ? (
          <div className="listing-grid" aria-busy="true" aria-label="Loading chat profiles">
            {Array.from({ length: SKELETONS }, (_, i) => (
              <ListingCardSkeleton key={i} />
            ))}
          </div>
        ) : results.isError ? (
          <ErrorState error={results.error} onRetry={() => void results.refetch()} />
        ) : profiles.length === 0 ? (
          <EmptyState title={SEARCH_COPY.noResultsTitle}>{SEARCH_COPY.noResultsChat}</EmptyState>
        ) : (
          <ul className="listing-grid" aria-label="Chat profiles">
            {profiles.map((profile) => (
              <li key={profile.id}>
                <ListingCard
                  listing={chatProfileCardView(profile)}
                  href={chatProfileHref(profile)}
                />
              </li>
            ))}
          </ul>
        )}
        {results.data && (results.data.has_next || results.data.has_previous) ? (
          <Pager
            label="Result pages"
            page={results.data.current_page}
            hasNext={results.data.has_next}
            onPage={(next) => {
              onChange({ gender, page: next });
            }}
          />
        ) : null}
      </div>
    </section>
  );
}
