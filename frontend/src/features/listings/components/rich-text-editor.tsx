import { useEffect, useId, useRef } from 'react';

const TOOLS = [
  { command: 'bold', label: 'Bold', text: 'B' },
  { command: 'italic', label: 'Italic', text: 'I' },
  { command: 'underline', label: 'Underline', text: 'U' },
  { command: 'insertUnorderedList', label: 'Bulleted list', text: '•' },
] as const;

/**
 * A small rich-text box for listing descriptions: bold, italic, underline and lists. It edits
 * HTML in the browser only; the server keeps an allow-list of those tags and drops everything
 * else, so what is pasted here cannot carry scripts or styles into the directory.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (html: string) => void;
  readonly error?: string | null | undefined;
}) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  // Only write into the box when the value changed from outside (a loaded listing), never while typing.
  useEffect(() => {
    const element = box.current;
    if (element && element.innerHTML !== value) element.innerHTML = value;
  }, [value]);
  return (
    <div className={`field ${error ? 'field--invalid' : ''}`}>
      <span id={`${id}-label`} className="field__label">
        {label}
      </span>
      <div className="rich-text__tools" role="toolbar" aria-label={`${label} formatting`}>
        {TOOLS.map((tool) => (
          <button
            key={tool.command}
            type="button"
            className="button button--small"
            aria-label={tool.label}
            title={tool.label}
            onMouseDown={(event) => {
              // Keep the selection in the box.
              event.preventDefault();
            }}
            onClick={() => {
              box.current?.focus();
              // execCommand is deprecated but still the only built-in way to format a selection.
              // eslint-disable-next-line @typescript-eslint/no-deprecated -- see above
              document.execCommand(tool.command);
              onChange(box.current?.innerHTML ?? '');
            }}
          >
            {tool.text}
          </button>
        ))}
      </div>
      <div
        ref={box}
        className="rich-text__box textarea"
        contentEditable
        role="textbox"
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        {...(error ? { 'aria-describedby': `${id}-error` } : {})}
        tabIndex={0}
        onInput={(event) => {
          onChange(event.currentTarget.innerHTML);
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
