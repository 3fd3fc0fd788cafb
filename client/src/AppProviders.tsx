import type { ReactNode } from "react";
import type { ApolloSetup } from "./apollo/client";
import { AppApolloProvider } from "./apollo/session";
import { AppThemeProvider } from "./theme/AppThemeProvider";

/** Everything a screen needs around it: Apollo, the session helpers, Chakra, colour mode and toasts. */
export function AppProviders({ setup, children }: { setup: ApolloSetup; children: ReactNode }) {
  return (
    <AppApolloProvider setup={setup}>
      <AppThemeProvider>{children}</AppThemeProvider>
    </AppApolloProvider>
  );
}
