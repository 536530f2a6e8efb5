import type { SavedSearchEntry } from '@flirtwire/contracts';
import { useEffect, useId, useMemo, useState } from 'react';
import { useDebouncedValue, useListOpen } from '@/lib/hooks';
import { AUTOCOMPLETE_MIN_LENGTH, useLogins } from '../api/get-logins';

type Option =
  | { readonly kind: 'customer'; readonly login: string }
  | { readonly kind: 'search'; readonly entry: SavedSearchEntry }
  | { readonly kind: 'text'; readonly text: string };

/**
 * The customer search box: typing filters by name (Enter); from 3 characters, after a 500 ms
 * pause, it suggests customers (opens their details) and saved searches whose auto-suggest is
 * on (applies them).
 */
export function CustomerSearchBox({
  text,
  includeZeroSpend,
  savedSearches,
  onSearchText,
  onOpenCustomer,
  onApplySavedSearch,
}: {
  readonly text: string;
  readonly includeZeroSpend: boolean;
  readonly savedSearches: readonly SavedSearchEntry[];
  readonly onSearchText: (text: string) => void;
  readonly onOpenCustomer: (login: string) => void;
  readonly onApplySavedSearch: (entry: SavedSearchEntry) => void;
}) {
  const id = useId();
  const [value, setValue] = useState(text);
  const [open, setOpen, focusHandlers] = useListOpen();
  const [active, setActive] = useState(-1);
  useEffect(() => {
    setValue(text);
  }, [text]);
  const settled = useDebouncedValue(value.trim(), 500);
  const logins = useLogins(settled, includeZeroSpend);
  const ready = settled.length >= AUTOCOMPLETE_MIN_LENGTH;
  const options = useMemo<Option[]>(() => {
    if (!ready) return [];
    const lower = settled.toLowerCase();
    const searches = savedSearches
      .filter((entry) => !entry.do_not_auto_suggest && entry.name.toLowerCase().includes(lower))
      .slice(0, 5)
      .map((entry): Option => ({ kind: 'search', entry }));
    const customers = (logins.data ?? []).map((hit): Option => ({
      kind: 'customer',
      login: hit.login,
    }));
    return [{ kind: 'text', text: settled }, ...searches, ...customers];
  }, [ready, settled, savedSearches, logins.data]);

  const choose = (option: Option) => {
    setOpen(false);
    setActive(-1);
    switch (option.kind) {
      case 'customer':
        onOpenCustomer(option.login);
        return;
      case 'search':
        onApplySavedSearch(option.entry);
        return;
      case 'text':
        onSearchText(option.text);
        return;
    }
  };

  const listId = `${id}-list`;
  const showList = open && ready && options.length > 0;
  return (
    <form
      className="customer-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const option = active >= 0 ? options[active] : undefined;
        if (option) choose(option);
        else {
          setOpen(false);
          onSearchText(value.trim());
        }
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search customers
      </label>
      <input
        id={`${id}-input`}
        className="input"
        type="search"
        placeholder="Search customers by name"
        maxLength={100}
        value={value}
        autoComplete="off"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        {...(showList && active >= 0
          ? { 'aria-activedescendant': `${id}-option-${String(active)}` }
          : {})}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive(-1);
          if (event.target.value === '' && text !== '') onSearchText('');
        }}
        {...focusHandlers}
        onKeyDown={(event) => {
          if (!showList) return;
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setActive((index) => Math.min(index + 1, options.length - 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((index) => Math.max(index - 1, -1));
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      {showList ? (
        <ul id={listId} className="combobox__list" role="listbox" aria-label="Suggestions">
          {options.map((option, index) => (
            <li
              key={
                option.kind === 'customer'
                  ? `c:${option.login}`
                  : option.kind === 'search'
                    ? `s:${option.entry.id}`
                    : 't'
              }
              id={`${id}-option-${String(index)}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'is-active' : undefined}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
            >
              {option.kind === 'customer' ? (
                <>
                  <strong>{option.login}</strong> <span className="muted">customer</span>
                </>
              ) : option.kind === 'search' ? (
                <>
                  {option.entry.name} <span className="muted">saved search</span>
                </>
              ) : (
                <>Names containing “{option.text}”</>
              )}
            </li>
          ))}
          {logins.isFetching ? (
            <li role="option" aria-selected="false" aria-disabled="true" className="muted">
              Searching…
            </li>
          ) : null}
        </ul>
      ) : null}
    </form>
  );
}
