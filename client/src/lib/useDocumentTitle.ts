import { useEffect } from "react";

/** The app's name, the whole title while a page has none of its own (loading, the landing page). */
export const APP_NAME = "Agora";

/** The browser tab's text for a page: 'Groups · Agora', or just 'Agora' without a title. */
export function documentTitle(title: string | null | undefined): string {
  const own = title?.trim();
  return own ? `${own} · ${APP_NAME}` : APP_NAME;
}

/**
 * Names the page in the browser tab and history: `document.title` is the page's title with the app's
 * name after it, or the app's name alone while the title is empty (its data still loading). Nothing is
 * restored on unmount: the next page sets its own.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  const text = documentTitle(title);
  useEffect(() => {
    document.title = text;
  }, [text]);
}
