import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useDebouncedValue, useListOpen } from '@/lib/hooks';
import { SearchUrlState } from '../search-url';
import {
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  useRealtimeSearch,
} from '../api/get-realtime-search';

/**
 * Spec 000 §2 header search: live results after a 500 ms pause once there are 3 characters,
 * Enter submits the text to /search, at most 100 characters. A combobox with a listbox of hits.
 */
export function HeaderSearch({ onNavigate }: { readonly onNavigate?: () => void }) {
  const [text, setText] = useState('');
  const [open, setOpen, focusHandlers] = useListOpen();
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const listId = useId();
  const settled = useDebouncedValue(text.trim(), 500);
  const results = useRealtimeSearch(settled);
  const hits = settled.length >= SEARCH_MIN_LENGTH ? (results.data ?? []) : [];
  const showList = open && settled.length >= SEARCH_MIN_LENGTH;

  const go = (to: string) => {
    setOpen(false);
    onNavigate?.();
    void navigate({ to });
  };

  return (
    <form
      className="header-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const hit = active >= 0 ? hits[active] : undefined;
        if (hit) {
          go(hit.url ?? `/${hit.login}`);
          return;
        }
        setOpen(false);
        onNavigate?.();
        void navigate({ to: '/search', search: SearchUrlState.parse({ text: text.trim() }) });
      }}
    >
      <label htmlFor={`${listId}-input`} className="visually-hidden">
        Search Flirts
      </label>
      <input
        id={`${listId}-input`}
        className="header-search__input"
        type="search"
        placeholder="Search"
        maxLength={SEARCH_MAX_LENGTH}
        value={text}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        {...(active >= 0 ? { 'aria-activedescendant': `${listId}-${active}` } : {})}
        onChange={(event) => {
          setText(event.target.value.slice(0, SEARCH_MAX_LENGTH));
          setOpen(true);
          setActive(-1);
        }}
        {...focusHandlers}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && hits.length > 0) {
            event.preventDefault();
            setActive((index) => (index + 1) % hits.length);
          } else if (event.key === 'ArrowUp' && hits.length > 0) {
            event.preventDefault();
            setActive((index) => (index <= 0 ? hits.length - 1 : index - 1));
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      {showList ? (
        <ul
          id={listId}
          className="header-search__results"
          role="listbox"
          aria-label="Search results"
        >
          {results.isFetching && hits.length === 0 ? (
            <li
              className="header-search__note"
              role="option"
              aria-selected="false"
              aria-disabled="true"
            >
              Searching…
            </li>
          ) : hits.length === 0 ? (
            <li
              className="header-search__note"
              role="option"
              aria-selected="false"
              aria-disabled="true"
            >
              No Results
            </li>
          ) : (
            hits.map((hit, index) => (
              <li
                key={`${hit.login}-${String(index)}`}
                id={`${listId}-${String(index)}`}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'is-active' : undefined}
                onMouseDown={(event) => {
                  event.preventDefault();
                  go(hit.url ?? `/${hit.login}`);
                }}
              >
                <strong>{hit.login}</strong>
                {hit.title ? <span className="muted"> · {hit.title}</span> : null}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </form>
  );
}
