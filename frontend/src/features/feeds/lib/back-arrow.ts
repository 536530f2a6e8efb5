/** Where the post page's back arrow goes (spec 000 §2), checked in this order. */
export type BackTarget =
  { readonly kind: 'link'; readonly href: string } | { readonly kind: 'history' };

export function backTarget(options: {
  readonly login: string;
  readonly fromCreate?: boolean | undefined;
  readonly fromLogin?: boolean | undefined;
  /** Whether this tab has a page to go back to. */
  readonly canGoBack: boolean;
}): BackTarget {
  if (options.fromCreate) return { kind: 'link', href: `/${options.login}/feed` };
  if (options.fromLogin) return { kind: 'link', href: '/feed/home' };
  // A post opened from a shared link has no history in this tab: the feed is the way back.
  return options.canGoBack ? { kind: 'history' } : { kind: 'link', href: '/feed/home' };
}
