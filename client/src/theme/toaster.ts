import { createToaster } from "@chakra-ui/react";
import { raiseToastSignal } from "./toast-signal";

/** Toasts: one on screen at a time (a newer one replaces it), each shown for 5 seconds (spec §2, §9). */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

export const toaster = createToaster({
  placement: "bottom-end",
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
