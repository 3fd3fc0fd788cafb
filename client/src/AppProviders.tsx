import type { ReactNode } from "react";
import { appFeatures } from "./app-setup";
import type { ApolloSetup } from "./apollo/client";
import { AppApolloProvider } from "./apollo/session";
import { FeaturesProvider } from "./features/registry";
import { AppThemeProvider } from "./theme/AppThemeProvider";

/**
 * Everything a screen needs around it: Apollo, the session helpers, what the app's areas bring to
 * shared code (the sidebar, feed, search, reactions, ...), Chakra, colour mode and toasts.
 */
export function AppProviders({ setup, children }: { setup: ApolloSetup; children: ReactNode }) {
  return (
    <AppApolloProvider setup={setup}>
      <FeaturesProvider registry={appFeatures}>
        <AppThemeProvider>{children}</AppThemeProvider>
      </FeaturesProvider>
    </AppApolloProvider>
  );
}
