/** What a listing's kebab menu needs to know about the listing. */
export interface ListingFacts {
  readonly id: string;
  readonly login: string;
  readonly advisorSlug: string;
  readonly blocked: boolean;
  readonly show_chat_link: boolean;
  readonly is_owned_by_viewer: boolean;
  readonly isFavoriteForViewer: boolean;
}

export type ListingAction =
  | { readonly key: string; readonly label: string; readonly kind: 'link'; readonly href: string }
  | { readonly key: 'tribute'; readonly label: string; readonly kind: 'tribute' }
  | { readonly key: 'favorite'; readonly label: string; readonly kind: 'favorite' };

export interface ActionContext {
  readonly signedIn: boolean;
  /** Whether this app has a screen for a link (no dead ends). */
  readonly hasScreen: (href: string) => boolean;
  /** The sign-in page that comes back to this drawer afterwards. */
  readonly signInHref: (product?: 'chat' | 'call') => string;
  /** Favorites exist in this app (the favorites feature provides the toggle). */
  readonly favorites: boolean;
}

/** The chat screen of a Flirt. */
const chatHref = (slug: string) => `/chat/${encodeURIComponent(slug)}`;
/** The compose-mail screen addressed to a Flirt (once mail exists). */
const mailHref = (login: string) => `/messages/compose?recipients=${encodeURIComponent(login)}`;
const POLICIES_HREF = '/help/tos';

/**
 * The customer kebab: chat, send tribute, send mail, add to favorites. Owners do not get it. A
 * blocked listing keeps no contact action (favorites stay). Visitors see the same items, each
 * leading to sign-in first and back to the drawer; an item whose screen this app does not have
 * is left out.
 */
export function customerActions(listing: ListingFacts, context: ActionContext): ListingAction[] {
  if (listing.is_owned_by_viewer) return [];
  const actions: ListingAction[] = [];
  const signIn = (product?: 'chat' | 'call') => context.signInHref(product);
  if (!listing.blocked) {
    if (listing.show_chat_link && context.hasScreen('/chat/$slug')) {
      actions.push({
        key: 'chat',
        label: 'Chat',
        kind: 'link',
        href: context.signedIn ? chatHref(listing.advisorSlug) : signIn('chat'),
      });
    }
    actions.push(
      context.signedIn
        ? { key: 'tribute', label: 'Send Tribute', kind: 'tribute' }
        : { key: 'tribute-sign-in', label: 'Send Tribute', kind: 'link', href: signIn() },
    );
    if (context.hasScreen('/messages/compose')) {
      actions.push({
        key: 'mail',
        label: 'Send Mail',
        kind: 'link',
        href: context.signedIn ? mailHref(listing.login) : signIn(),
      });
    }
  }
  if (context.favorites) {
    const label = listing.isFavoriteForViewer ? 'Remove from Favorites' : 'Add to Favorites';
    actions.push(
      context.signedIn
        ? { key: 'favorite', label, kind: 'favorite' }
        : { key: 'favorite-sign-in', label, kind: 'link', href: signIn() },
    );
  }
  return actions;
}

/**
 * The owner kebab: Edit, Get Call Button, Record Greeting, View Policies, each only where this
 * app has its screen (the policies are the terms of service).
 */
export function ownerActions(
  listing: ListingFacts,
  context: Pick<ActionContext, 'hasScreen'> & {
    readonly editHref: string;
    readonly callButtonHref: string;
    readonly greetingHref: string;
  },
): ListingAction[] {
  if (!listing.is_owned_by_viewer) return [];
  const links: { key: string; label: string; href: string }[] = [
    { key: 'edit', label: 'Edit', href: context.editHref },
    { key: 'call-button', label: 'Get Call Button', href: context.callButtonHref },
    { key: 'greeting', label: 'Record Greeting', href: context.greetingHref },
    { key: 'policies', label: 'View Policies', href: POLICIES_HREF },
  ];
  return links
    .filter((link) => context.hasScreen(link.href))
    .map((link) => ({ ...link, kind: 'link' as const }));
}
