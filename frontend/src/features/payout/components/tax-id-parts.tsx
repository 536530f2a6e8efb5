import { type ClipboardEvent, Fragment, type KeyboardEvent, useId, useRef } from 'react';

export interface TaxIdPart {
  readonly name: string;
  readonly length: number;
  /** Shown above the box; the group's name ("Social Security Number") gives it context. */
  readonly label: string;
}

export const SSN_PARTS: readonly TaxIdPart[] = [
  { name: 'ssn_part1', length: 3, label: 'First 3' },
  { name: 'ssn_part2', length: 2, label: 'Middle 2' },
  { name: 'ssn_part3', length: 4, label: 'Last 4' },
];
export const EIN_PARTS: readonly TaxIdPart[] = [
  { name: 'ein_part1', length: 2, label: 'First 2' },
  { name: 'ein_part2', length: 7, label: 'Last 7' },
];

/**
 * A tax id entered in parts (SSN 3-2-4, EIN 2-7), one row of boxes sized to their digits.
 * Typing the last digit of a part moves on to the next, Backspace in an empty part goes back,
 * and pasting the whole number (with or without dashes) fills every part.
 */
export function TaxIdParts({
  title,
  prefix,
  parts,
  value,
  onChange,
  invalid,
  reveal,
}: {
  readonly title: string;
  /** Read before each part's label ("SSN First 3"), hidden on screen. */
  readonly prefix: string;
  readonly parts: readonly TaxIdPart[];
  readonly value: (name: string) => string;
  readonly onChange: (name: string, digits: string) => void;
  readonly invalid: boolean;
  readonly reveal: boolean;
}) {
  const id = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const total = parts.reduce((sum, part) => sum + part.length, 0);

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const digits = event.clipboardData.getData('text').replace(/[\s-]/g, '');
    if (digits.length !== total || !/^\d+$/.test(digits)) return;
    event.preventDefault();
    let at = 0;
    for (const part of parts) {
      onChange(part.name, digits.slice(at, at + part.length));
      at += part.length;
    }
    boxes.current[parts.length - 1]?.focus();
  };

  const backspace = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const previous = boxes.current[index - 1];
    if (event.key !== 'Backspace' || event.currentTarget.value !== '' || !previous) return;
    event.preventDefault();
    previous.focus();
    const end = previous.value.length;
    previous.setSelectionRange(end, end);
  };

  return (
    <div
      className={`tax-id${invalid ? ' tax-id--error' : ''}`}
      role="group"
      aria-labelledby={`${id}-title`}
    >
      <span id={`${id}-title`} className="tax-id__title">
        {title}
      </span>
      <div className="tax-id__parts">
        {parts.map((part, index) => (
          <Fragment key={part.name}>
            {index > 0 ? (
              <span className="tax-id__dash" aria-hidden="true">
                –
              </span>
            ) : null}
            <label className="tax-id__part">
              <span>
                <span className="visually-hidden">{prefix} </span>
                {part.label}
              </span>
              <input
                ref={(element) => {
                  boxes.current[index] = element;
                }}
                name={part.name}
                value={value(part.name)}
                inputMode="numeric"
                maxLength={part.length}
                pattern="\d*"
                type={reveal ? 'text' : 'password'}
                autoComplete="off"
                aria-invalid={invalid}
                style={{ width: `calc(${String(part.length)}ch + 32px)` }}
                onPaste={paste}
                onKeyDown={backspace(index)}
                onChange={(event) => {
                  const digits = event.target.value.replace(/\D/g, '').slice(0, part.length);
                  onChange(part.name, digits);
                  const input = event.target;
                  const atEnd = input.selectionStart === input.value.length;
                  if (digits.length === part.length && atEnd) boxes.current[index + 1]?.focus();
                }}
              />
            </label>
          </Fragment>
        ))}
      </div>
    </div>
  );
}
