import { useState } from 'react';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { useDebouncedValue } from '@/lib/hooks';
import { useCurrentUser } from '@/lib/session';
import { useFollows } from '../api/get-follows';
import { type SearchGender, useSearchAdvisors } from '../api/search-advisors';
import { FollowButton } from './follow-button';

const CHIPS: readonly { readonly gender: SearchGender; readonly label: string }[] = [
  { gender: '0', label: 'Find Women' },
  { gender: '1', label: 'Men' },
  { gender: '2', label: 'Transgender' },
];

/** Spec 000 §2 Explore: 'Find Flirts to follow' with gender chips; logins or 'No Results'. */
export function FlirtSearch() {
  const [text, setText] = useState('');
  const [gender, setGender] = useState<SearchGender>('all');
  const debounced = useDebouncedValue(text.trim(), 500);
  const active = debounced.length > 0 || gender !== 'all';
  const results = useSearchAdvisors(debounced, gender, active);
  const user = useCurrentUser();
  const ids = active ? (results.data ?? []).map((advisor) => advisor.id) : [];
  const follows = useFollows(ids, Boolean(user.data));
  return (
    <section className="flirt-search" aria-label="Search Flirts">
      <input
        type="search"
        className="input"
        placeholder="Find Flirts to follow"
        aria-label="Find Flirts to follow"
        maxLength={100}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
      />
      <div className="flirt-search__chips" role="group" aria-label="Gender">
        {CHIPS.map((chip) => (
          <button
            key={chip.gender}
            type="button"
            className={`chip chip--toggle${gender === chip.gender ? ' is-selected' : ''}`}
            aria-pressed={gender === chip.gender}
            onClick={() => {
              setGender((current) => (current === chip.gender ? 'all' : chip.gender));
            }}
          >
            {chip.label}
          </button>
        ))}
      </div>
      {!active ? null : results.isPending ? (
        <Loading />
      ) : results.isError ? (
        <ErrorState error={results.error} onRetry={() => void results.refetch()} />
      ) : results.data.length === 0 ? (
        <EmptyState title="No Results" />
      ) : (
        <ul className="flirt-search__results">
          {results.data.map((advisor) => (
            <li key={advisor.id} className="flirt-search__result">
              <span className="post-card__avatar" aria-hidden="true">
                {advisor.login.slice(0, 2).toUpperCase()}
              </span>
              <span className="flirt-search__login">{advisor.login}</span>
              {user.data && user.data.id !== advisor.id && follows.data ? (
                <FollowButton advisor={advisor} following={follows.data.has(advisor.id)} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
