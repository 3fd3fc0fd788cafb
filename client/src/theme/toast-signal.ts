// A tiny hand-off between the toaster (loaded with the first screen that toasts) and the toast renderer
// (loaded only once there is something to show), so the first page loads neither.
type Listener = () => void;

const listeners = new Set<Listener>();
let raised = false;

/** Called by the toaster before it shows a toast. */
export function raiseToastSignal(): void {
  if (raised) return;
  raised = true;
  listeners.forEach((listener) => listener());
}

/** Calls `listener` once a toast has been (or already was) raised; returns an unsubscribe function. */
export function onFirstToast(listener: Listener): () => void {
  if (raised) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
