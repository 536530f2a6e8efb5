import { useEffect, useId, useRef, useState } from 'react';
import { usePressOutside } from '@/lib/hooks';
import { isPlainClick } from '@/components/listing-card';

export interface KebabItem {
  readonly key: string;
  readonly label: string;
  /** A link (to a screen of this app or the sign-in page) ... */
  readonly href?: string;
  /** ... or an action. */
  readonly onSelect?: () => void;
}

/**
 * A "more actions" button opening a short list of links and actions. Escape or a click outside
 * closes it and hands focus back to the button.
 */
export function KebabMenu({
  label,
  items,
  onNavigate,
}: {
  readonly label: string;
  readonly items: readonly KebabItem[];
  readonly onNavigate: (href: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  usePressOutside(ref, open, () => {
    setOpen(false);
  });
  useEffect(() => {
    if (open) ref.current?.querySelector<HTMLElement>('.menu__item')?.focus();
  }, [open]);
  if (items.length === 0) return null;
  const done = () => {
    setOpen(false);
  };
  return (
    <div
      className="menu listing-kebab"
      ref={ref}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          // The drawer around the menu would close on this Escape too: the menu takes it.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        <span aria-hidden="true">⋮</span>
      </button>
      {open ? (
        <ul id={listId} className="menu__list">
          {items.map((item) => (
            <li key={item.key}>
              {item.href !== undefined ? (
                <a
                  className="menu__item"
                  href={item.href}
                  onClick={(event) => {
                    done();
                    if (!isPlainClick(event) || item.href === undefined) return;
                    event.preventDefault();
                    onNavigate(item.href);
                  }}
                >
                  {item.label}
                </a>
              ) : (
                <button
                  type="button"
                  className="menu__item"
                  onClick={() => {
                    done();
                    item.onSelect?.();
                  }}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
