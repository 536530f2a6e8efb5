import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { HelpArea } from '@/features/help/components/help-area';
import { isHelpSlug } from '@/features/help/lib/help-pages';

/** Older links to the affiliate page. */
const ALIASES: Readonly<Record<string, string>> = { affiliates: 'affiliate_agreement' };

export const Route = createFileRoute('/help/$page')({
  beforeLoad: ({ params }) => {
    const alias = ALIASES[params.page];
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
    if (alias) throw redirect({ to: '/help/$page', params: { page: alias }, replace: true });
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's not-found
    if (!isHelpSlug(params.page)) throw notFound();
  },
  component: HelpRoute,
});

function HelpRoute() {
  const { page } = Route.useParams();
  // beforeLoad refused every other value.
  return isHelpSlug(page) ? <HelpArea key="help" page={page} /> : null;
}
