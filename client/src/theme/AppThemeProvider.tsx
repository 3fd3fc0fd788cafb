import { ChakraProvider } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { ColorModeProvider } from "./color-mode";
import { system } from "./system";
import { onFirstToast } from "./toast-signal";

// The toast renderer is its own chunk, fetched with the first toast: toasts only ever follow an action,
// and the renderer picks up the toasts already in the toaster's store when it mounts.
const ToasterView = lazy(() => import("./ToasterView"));

function DeferredToaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onFirstToast(() => setNeeded(true)), []);
  return needed ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}

/** Chakra's design system, light/dark/system colour mode and the toaster, for the app and for tests. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        {children}
        <DeferredToaster />
      </ColorModeProvider>
    </ChakraProvider>
  );
}
