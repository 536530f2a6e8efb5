import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { hasScreen } from '@/lib/has-screen';

/**
 * A link inside help text: a link once its screen exists, plain words until then (no dead ends).
 */
export function ScreenLink({
  href,
  children,
}: {
  readonly href: string;
  readonly children: ReactNode;
}) {
  const router = useRouter();
  if (!hasScreen(router, href)) return <>{children}</>;
  return <a href={href}>{children}</a>;
}
