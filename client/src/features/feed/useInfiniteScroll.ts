import { useEffect, useRef } from "react";

/**
 * Calls `onReach` when the returned ref's element (a sentinel under a list) comes within `margin` of the
 * viewport. `page` identifies the loaded page (its end cursor): the observer starts again for each new
 * page, so a sentinel still in view after a short page asks for the next one. Off when `enabled` is false
 * or the browser has no IntersectionObserver (a 'Load more' button remains).
 */
export function useInfiniteScroll<T extends Element>(
  onReach: () => void,
  { enabled, page, margin = "600px" }: { enabled: boolean; page: string | null; margin?: string },
) {
  const ref = useRef<T>(null);
  const latest = useRef(onReach);
  useEffect(() => {
    latest.current = onReach;
  }, [onReach]);

  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `0px 0px ${margin} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, page, margin]);

  return ref;
}
