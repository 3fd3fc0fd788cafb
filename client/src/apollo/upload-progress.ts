import type { UploadProgress } from "./xhr-fetch";

// Declared beside xhrFetch, which measures it: this module loads that one (lazily), never the reverse.
export type { UploadProgress };

/** `fetch` options plus the upload progress callback an operation may pass in its context. */
export type ProgressFetchInit = RequestInit & { onProgress?: (progress: UploadProgress) => void };

/**
 * The operation context that reports upload progress: `useMutation(Doc, { context: uploadProgressContext(fn) })`
 * or `mutate({ variables, context: uploadProgressContext(fn) })`. The upload link merges `fetchOptions`
 * into the request, and `progressFetch` sends such requests with XMLHttpRequest.
 */
export function uploadProgressContext(onProgress: (progress: UploadProgress) => void) {
  return { fetchOptions: { onProgress } };
}

/**
 * The HTTP link's fetch: the global `fetch` (looked up per call, so test interceptors apply), except for
 * requests that ask for upload progress, which fetch has no way to report: those go through
 * XMLHttpRequest, whose code loads only when a screen first uploads.
 */
export function progressFetch(
  input: RequestInfo | URL,
  init?: ProgressFetchInit,
): Promise<Response> {
  if (!init?.onProgress) return fetch(input, init);
  const { onProgress, ...rest } = init;
  return import("./xhr-fetch").then(({ xhrFetch }) => xhrFetch(String(input), rest, onProgress));
}
