import { ThemeProvider, useTheme } from "next-themes";
import type { ReactNode } from "react";

/** The spec's local-storage key for the theme choice (§9); the default theme is light (§1). */
export const THEME_STORAGE_KEY = "vite-ui-theme";
export const DEFAULT_THEME = "light";

export type ThemeChoice = "light" | "dark" | "system";

export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      attribute="class"
      storageKey={THEME_STORAGE_KEY}
      defaultTheme={DEFAULT_THEME}
      enableSystem
      disableTransitionOnChange
      // A client-rendered app cannot run next-themes' inline script (and the CSP forbids it);
      // a non-executable type keeps React quiet. main.tsx applies the stored theme before first paint.
      scriptProps={{ type: "application/json" }}
    >
      {children}
    </ThemeProvider>
  );
}

export function useColorMode() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  const choice: ThemeChoice = theme === "dark" || theme === "system" ? theme : "light";
  return {
    /** What the member chose: light, dark or system. */
    choice,
    /** What is on screen after resolving "system". */
    colorMode: resolvedTheme === "dark" ? "dark" : "light",
    setChoice: (next: ThemeChoice) => setTheme(next),
  } as const;
}

/** Sets the `light`/`dark` class on <html> from local storage before React renders, to avoid a flash. */
export function applyStoredTheme(): void {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY) ?? DEFAULT_THEME;
    const dark =
      stored === "dark" ||
      (stored === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
    const root = document.documentElement;
    root.classList.remove("light", "dark");
    root.classList.add(dark ? "dark" : "light");
    root.style.colorScheme = dark ? "dark" : "light";
  } catch {
    // Storage can be unavailable (privacy modes); next-themes falls back to the default.
  }
}
