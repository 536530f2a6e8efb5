import { type ChangeEvent, type KeyboardEvent, type RefObject, useState } from 'react';

/**
 * Typing an opening brace offers the substitutions a text accepts ({profile_link},
 * {goodies_link}); choosing one replaces the brace with it. Returns the textarea's handlers and
 * the list to render under it.
 */
export function useBraceSuggestions(
  value: string,
  onChange: (next: string) => void,
  substitutions: readonly string[],
  field: RefObject<HTMLTextAreaElement | null>,
) {
  // The index of the brace just typed, while its suggestions are open.
  const [brace, setBrace] = useState<number | null>(null);
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const next = event.target.value;
    const caret = event.target.selectionStart;
    onChange(next);
    const typedBrace = next.length > value.length && caret > 0 && next[caret - 1] === '{';
    setBrace(typedBrace && substitutions.length > 0 ? caret - 1 : null);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && brace !== null) {
      event.preventDefault();
      event.stopPropagation();
      setBrace(null);
    }
  };
  const choose = (token: string) => {
    if (brace === null) return;
    const next = `${value.slice(0, brace)}${token}${value.slice(brace + 1)}`;
    onChange(next);
    setBrace(null);
    const caret = brace + token.length;
    requestAnimationFrame(() => {
      field.current?.focus();
      field.current?.setSelectionRange(caret, caret);
    });
  };
  return { open: brace !== null, handleChange, handleKeyDown, choose };
}

export function BraceSuggestions({
  open,
  substitutions,
  onChoose,
  label,
}: {
  readonly open: boolean;
  readonly substitutions: readonly string[];
  readonly onChoose: (token: string) => void;
  readonly label: string;
}) {
  if (!open) return null;
  return (
    <div className="social__suggestions" role="group" aria-label={label}>
      {substitutions.map((token) => (
        <button
          key={token}
          type="button"
          className="button button--small"
          onClick={() => {
            onChoose(token);
          }}
        >
          {token}
        </button>
      ))}
    </div>
  );
}
