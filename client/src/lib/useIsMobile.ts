import { useSyncExternalStore } from "react";

/** The spec's mobile breakpoint: a viewport narrower than 768 px (§9). */
export const MOBILE_QUERY = "(max-width: 767.98px)";

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function snapshot(): boolean {
  return window.matchMedia(MOBILE_QUERY).matches;
}

/** True below 768 px, updated as the window resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
