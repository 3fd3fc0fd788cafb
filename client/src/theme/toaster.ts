import { createToaster } from "@chakra-ui/react";
import { raiseToastSignal } from "./toast-signal";

/** Toasts: one on screen at a time (a newer one replaces it), each shown for 5 seconds (spec §2, §9). */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

/**
 * Toasts sit at the top centre, just below the sticky top bar (4rem), on every screen size: the bottom
 * and the corners hold the actions (a dialog's Publish and Cancel, a form's Save changes, a page's
 * Write button), and a toast pauses while the pointer is over it, so it must never sit on one of them.
 */
export const TOAST_PLACEMENT = "top";
export const TOAST_OFFSETS = { top: "4.5rem", right: "1rem", bottom: "1rem", left: "1rem" };

export const toaster = createToaster({
  placement: TOAST_PLACEMENT,
  offsets: TOAST_OFFSETS,
  max: TOAST_LIMIT,
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

export type ToastKind = "success" | "error" | "info" | "warning";

function show(type: ToastKind, title: string, description?: string, id?: string): void {
  raiseToastSignal();
  // Only one toast at a time: the newest message wins and the current one leaves.
  if (!id || !toaster.isVisible(id)) toaster.dismiss();
  // An `id: undefined` key would override the generated id, so only pass one when given.
  toaster.create({ type, title, description, closable: true, ...(id ? { id } : {}) });
}

/**
 * The app's toasts. `error` is the spec's "destructive" toast. Give a repeated message an `id` so it
 * updates one toast instead of queueing copies.
 */
export const notify = {
  success: (title: string, description?: string, id?: string) =>
    show("success", title, description, id),
  error: (title: string, description?: string, id?: string) =>
    show("error", title, description, id),
  info: (title: string, description?: string, id?: string) => show("info", title, description, id),
  warning: (title: string, description?: string, id?: string) =>
    show("warning", title, description, id),
};
