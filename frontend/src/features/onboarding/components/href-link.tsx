import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * A link to a path given as text (screens of other features): the router handles a plain click,
 * the browser the rest (new tab, copy link).
 */
export function HrefLink({
  href,
  className,
  children,
}: {
  readonly href: string;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  const router = useRouter();
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        event.preventDefault();
        void router.navigate({ href });
      }}
    >
      {children}
    </a>
  );
}
