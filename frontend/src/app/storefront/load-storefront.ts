import type { StorefrontProfileResponse } from '@flirtwire/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { storefrontQuery } from '@/features/storefront/api/get-storefront';
import { ApiRequestError } from '@/lib/api-client';
import { preloadStorefrontTab, type StorefrontTabCode } from './storefront-tab-slots';

/**
 * The storefront routes' loader: the Flirt's storefront, or the missing-profile page when the
 * Flirt is inactive or there is none (spec 001 §4). A tab's own route names its tab, whose code
 * then loads beside the storefront's data (it is not in every storefront's).
 */
export async function loadStorefront(
  queryClient: QueryClient,
  login: string,
  tab?: StorefrontTabCode,
): Promise<StorefrontProfileResponse> {
  if (tab) preloadStorefrontTab(tab);
  const missing = () => redirect({ to: '/feed/missing/profile', replace: true });
  try {
    const profile = await queryClient.query(storefrontQuery(login));
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
    if (!profile.advisor.active) throw missing();
    return profile;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
      throw missing();
    }
    throw error;
  }
}
