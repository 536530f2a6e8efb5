import { normalizeTagName, TAG_NAME_MAX, tagKey } from '@flirtwire/contracts';
import { useId, useMemo, useState } from 'react';
import { useListOpen } from '@/lib/hooks';

export interface TagInputProps {
  readonly label: string;
  readonly value: readonly string[];
  readonly onChange: (tags: string[]) => void;
  /** Names to suggest (the Flirt's tags). */
  readonly suggestions: readonly string[];
  /** Offer 'Create New Tag' for a name that does not exist yet. */
  readonly allowCreate?: boolean;
  readonly autoFocus?: boolean;
  readonly error?: string | null | undefined;
}

/**
 * Tag entry (spec 002 §5): at most 25 characters; only printable ASCII except the caret (other
 * characters are stripped as they are typed); a tag already chosen cannot be added twice; a
 * new name shows as the option 'Create New Tag'. Enter picks the highlighted option, Backspace
 * on an empty box removes the last tag.
 */
export function TagInput({
  label,
  value,
  onChange,
  suggestions,
  allowCreate = false,
  autoFocus = false,
  error,
}: TagInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen, focusHandlers] = useListOpen(120);
  const chosen = useMemo(() => new Set(value.map(tagKey)), [value]);
  const typed = normalizeTagName(text);
  const options = useMemo(() => {
    const key = tagKey(typed);
    const matches = suggestions
      .filter((name) => !chosen.has(tagKey(name)) && (key === '' || tagKey(name).includes(key)))
      .slice(0, 8)
      .map((name) => ({ name, create: false }));
    const exists = suggestions.some((name) => tagKey(name) === key) || chosen.has(key);
    if (allowCreate && key !== '' && !exists) matches.push({ name: typed, create: true });
    return matches;
  }, [suggestions, chosen, typed, allowCreate]);

  const add = (name: string) => {
    const clean = normalizeTagName(name).slice(0, TAG_NAME_MAX);
    if (!clean || chosen.has(tagKey(clean))) return;
    onChange([...value, clean]);
    setText('');
    setActive(0);
  };

  const listId = `${id}-list`;
  const showList = open && options.length > 0;
  return (
    <div className={`field ${error ? 'field--invalid' : ''}`}>
      <label className="field__label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <div className="tag-input__wrap">
        <div className="tag-input">
          {value.map((tag) => (
            <span key={tag} className="chip chip--user-tag chip--removable">
              {tag}
              <button
                type="button"
                className="chip__remove"
                aria-label={`Remove ${tag}`}
                onClick={() => {
                  onChange(value.filter((other) => other !== tag));
                }}
              >
                ×
              </button>
            </span>
          ))}
          <input
            id={`${id}-input`}
            value={text}
            maxLength={TAG_NAME_MAX}
            autoFocus={autoFocus}
            autoComplete="off"
            role="combobox"
            aria-expanded={showList}
            aria-controls={listId}
            aria-autocomplete="list"
            {...(showList ? { 'aria-activedescendant': `${id}-option-${String(active)}` } : {})}
            {...(error ? { 'aria-describedby': `${id}-error` } : {})}
            {...focusHandlers}
            onChange={(event) => {
              // Strip what a tag may not contain as it is typed (the caret separates tags).
              setText(
                event.target.value.replace(/[^\x20-\x5d\x5f-\x7e]/g, '').slice(0, TAG_NAME_MAX),
              );
              setActive(0);
              setOpen(true);
            }}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown') {
                event.preventDefault();
                setActive((index) => Math.min(index + 1, options.length - 1));
              } else if (event.key === 'ArrowUp') {
                event.preventDefault();
                setActive((index) => Math.max(index - 1, 0));
              } else if (event.key === 'Enter') {
                const option = options[active];
                if (showList && option) {
                  event.preventDefault();
                  add(option.name);
                } else if (typed) {
                  event.preventDefault();
                }
              } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
                onChange(value.slice(0, -1));
              } else if (event.key === 'Escape' && showList) {
                event.stopPropagation();
                setOpen(false);
              }
            }}
          />
        </div>
        {showList ? (
          <ul
            id={listId}
            className="combobox__list combobox__list--inline"
            role="listbox"
            aria-label={`${label} options`}
          >
            {options.map((option, index) => (
              <li
                key={`${option.create ? 'new:' : ''}${option.name}`}
                id={`${id}-option-${String(index)}`}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'is-active' : undefined}
                onMouseDown={(event) => {
                  event.preventDefault();
                  add(option.name);
                }}
              >
                {option.create ? (
                  <>
                    <strong>Create New Tag</strong> <span className="muted">{option.name}</span>
                  </>
                ) : (
                  option.name
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
