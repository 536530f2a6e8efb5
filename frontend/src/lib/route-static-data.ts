/**
 * What a route declares about itself for the shell (TanStack Router `staticData`).
 *
 * @example createFileRoute('/$login/goodies')({ staticData: STOREFRONT_TAB, ... })
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * A storefront or profile tab page: spec 000 §2 hides the mobile bottom bar there (the
     * onboarding page, which is not a tab, keeps it).
     */
    storefrontTab?: boolean;
  }
}

export const STOREFRONT_TAB = { storefrontTab: true } as const;
