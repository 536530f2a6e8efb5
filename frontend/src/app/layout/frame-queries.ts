import type { QueryClient } from '@tanstack/react-query';
import { cookiesConsentQuery } from '@/features/site/api/get-cookies-consent';
import { siteBannerQuery } from '@/features/site/api/get-site-banner';
import { appConfigQuery } from '@/lib/session';

/**
 * Asks for what the frame of every page shows (the site banner, the cookies notice, the app's
 * settings) as the app starts, beside the screen's own requests, rather than once the first
 * screen has rendered its frame: on a slow network the banner was a page's last paint.
 */
export function askForFrame(queryClient: QueryClient): void {
  const quietly = () => undefined;
  queryClient.query(siteBannerQuery).catch(quietly);
  queryClient.query(cookiesConsentQuery).catch(quietly);
  queryClient.query(appConfigQuery).catch(quietly);
}
