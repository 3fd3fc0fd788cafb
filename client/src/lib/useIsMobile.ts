import { useSyncExternalStore } from "react";

/** The spec's mobile breakpoint: a viewport narrower than 768 px (§9). */
export const MOBILE_QUERY = "(max-width: 767.98px)";

/**
 * Narrower than Chakra's xl breakpoint (1280 px): the feed has no column beside it, so the cards areas
 * show beside it (people you may know) sit in its column, as a strip.
 */
export const BELOW_XL_QUERY = "(max-width: 1279.98px)";

/** Whether the media query matches, updated as the window resizes (false where there is no window). */
export function useMediaQuery(media: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(media);
      query.addEventListener("change", onChange);
      return () => query.removeEventListener("change", onChange);
    },
    () => window.matchMedia(media).matches,
    () => false,
  );
}

/** True below 768 px, updated as the window resizes. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}

/** True below 1280 px (see BELOW_XL_QUERY). */
export function useIsBelowXl(): boolean {
  return useMediaQuery(BELOW_XL_QUERY);
}
