import { useLocation, useRouter } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { usePressOutside } from '@/lib/hooks';
import { categoryHref, type CategoryTreeNode } from '../lib/category-links';
import { isPlainClick } from '@/components/listing-card';

function useClientNavigate() {
  const router = useRouter();
  return (href: string) => {
    void router.navigate({ href });
  };
}

/**
 * The header's all-categories dropdown: the top-level categories, each opening its
 * subcategories beside it (on hover, on focus, or with the right arrow). The arrow keys move
 * through the lists, Escape closes a submenu and then the whole menu, and Tab goes through
 * every link in order; the menu closes once focus or a click leaves it.
 */
export function CategoriesMenu({ tree }: { readonly tree: readonly CategoryTreeNode[] }) {
  const [open, setOpen] = useState(false);
  const [sub, setSub] = useState<number | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const go = useClientNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });

  useEffect(() => {
    setOpen(false);
    setSub(null);
  }, [pathname]);
  usePressOutside(ref, open, () => {
    setOpen(false);
    setSub(null);
  });

  const topLinks = () =>
    Array.from(ref.current?.querySelectorAll<HTMLAnchorElement>('[data-top-link]') ?? []);
  const subLinks = (index: number) =>
    Array.from(
      ref.current?.querySelectorAll<HTMLAnchorElement>(`[data-sub-of="${String(index)}"]`) ?? [],
    );
  const focusTop = (index: number) => {
    const links = topLinks();
    links[(index + links.length) % links.length]?.focus();
  };
  const close = () => {
    setOpen(false);
    setSub(null);
    trigger.current?.focus();
  };

  const onPanelKey = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const topIndex = target.dataset.topLink === undefined ? null : Number(target.dataset.topLink);
    const subOf = target.dataset.subOf === undefined ? null : Number(target.dataset.subOf);
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        if (subOf !== null) {
          setSub(null);
          focusTop(subOf);
        } else close();
        return;
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (topIndex !== null) focusTop(topIndex + step);
        else if (subOf !== null) {
          const links = subLinks(subOf);
          const at = links.indexOf(target as HTMLAnchorElement);
          links[(at + step + links.length) % links.length]?.focus();
        }
        return;
      }
      case 'ArrowRight':
        if (topIndex !== null && (tree[topIndex]?.children.length ?? 0) > 0) {
          event.preventDefault();
          setSub(topIndex);
          // The submenu renders on this state change; focus it once it is there.
          window.requestAnimationFrame(() => subLinks(topIndex)[0]?.focus());
        }
        return;
      case 'ArrowLeft':
        if (subOf !== null) {
          event.preventDefault();
          focusTop(subOf);
        }
        return;
      default:
        return;
    }
  };

  return (
    <div
      className="category-menu"
      ref={ref}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) {
          setOpen(false);
          setSub(null);
        }
      }}
    >
      <button
        ref={trigger}
        type="button"
        className="button button--quiet category-menu__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((value) => !value);
          setSub(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            window.requestAnimationFrame(() => {
              focusTop(0);
            });
          }
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        All Categories <span aria-hidden="true">▾</span>
      </button>
      <ul
        id={panelId}
        className="category-menu__panel"
        hidden={!open}
        aria-label="All categories"
        onKeyDown={onPanelKey}
      >
        {tree.map((top, i) => (
          <li
            key={top.id}
            className={`category-menu__item${sub === i ? ' is-open' : ''}`}
            onMouseEnter={() => {
              setSub(i);
            }}
          >
            <a
              className="category-menu__link"
              href={categoryHref(top.slug)}
              data-top-link={i}
              aria-expanded={top.children.length > 0 ? sub === i : undefined}
              onFocus={() => {
                setSub(i);
              }}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                go(categoryHref(top.slug));
              }}
            >
              {top.name}
              {top.children.length > 0 ? <span aria-hidden="true">›</span> : null}
            </a>
            {top.children.length > 0 && sub === i ? (
              <ul className="category-menu__sub" aria-label={top.name}>
                {top.children.map((child) => (
                  <li key={child.id}>
                    <a
                      className="category-menu__link"
                      href={categoryHref(child.slug)}
                      data-sub-of={i}
                      onClick={(event) => {
                        if (!isPlainClick(event)) return;
                        event.preventDefault();
                        go(categoryHref(child.slug));
                      }}
                    >
                      {child.name}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The categories inside the phone's hamburger menu: each top-level category with a button that
 * shows or hides its subcategories.
 */
export function CategoriesDrawerList({
  tree,
  linkClassName = 'drawer__link',
}: {
  readonly tree: readonly CategoryTreeNode[];
  readonly linkClassName?: string;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const [shown, setShown] = useState(false);
  const go = useClientNavigate();
  const listId = useId();
  const link = (slug: string, name: string) => (
    <a
      className={linkClassName}
      href={categoryHref(slug)}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        go(categoryHref(slug));
      }}
    >
      {name}
    </a>
  );
  return (
    <div className="drawer-categories">
      <button
        type="button"
        className={`${linkClassName} drawer-categories__toggle`}
        aria-expanded={shown}
        aria-controls={listId}
        onClick={() => {
          setShown((value) => !value);
        }}
      >
        All Categories <span aria-hidden="true">{shown ? '▴' : '▾'}</span>
      </button>
      <ul id={listId} hidden={!shown}>
        {tree.map((top, i) => (
          <li key={top.id}>
            {top.children.length === 0 ? (
              link(top.slug, top.name)
            ) : (
              <>
                <button
                  type="button"
                  className={`${linkClassName} drawer-categories__toggle`}
                  aria-expanded={open === i}
                  onClick={() => {
                    setOpen((value) => (value === i ? null : i));
                  }}
                >
                  {top.name} <span aria-hidden="true">{open === i ? '▴' : '▾'}</span>
                </button>
                {open === i ? (
                  <ul aria-label={top.name}>
                    <li>{link(top.slug, `All ${top.name}`)}</li>
                    {top.children.map((child) => (
                      <li key={child.id}>{link(child.slug, child.name)}</li>
                    ))}
                  </ul>
                ) : null}
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
