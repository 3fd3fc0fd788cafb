import { CombinedGraphQLErrors } from "@apollo/client/errors";
import type { GraphQLFormattedError } from "graphql";

/** The stable error codes the server puts in `extensions.code` (docs/ARCHITECTURE.md). */
export type ErrorCode =
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "BAD_USER_INPUT"
  | "RATE_LIMITED"
  | "CONFLICT"
  | "TWO_FACTOR_REQUIRED"
  | "INTERNAL_SERVER_ERROR";

/** Codes whose message is written for the member and may be shown as is. */
const USER_FACING: ReadonlySet<string> = new Set([
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "BAD_USER_INPUT",
  "RATE_LIMITED",
  "CONFLICT",
]);

function firstGraphQLError(error: unknown): GraphQLFormattedError | undefined {
  return CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
}

/** The `extensions.code` of the first GraphQL error, if the error came from the server's GraphQL layer. */
export function errorCode(error: unknown): ErrorCode | undefined {
  const code = firstGraphQLError(error)?.extensions?.code;
  return typeof code === "string" ? (code as ErrorCode) : undefined;
}

/**
 * The server's message when it is meant for people (bad input, rate limits, permissions...), otherwise the
 * given fallback: network failures and masked internal errors never leak to the screen.
 */
export function userMessage(error: unknown, fallback: string): string {
  const first = firstGraphQLError(error);
  const code = first?.extensions?.code;
  if (first && typeof code === "string" && USER_FACING.has(code) && first.message) {
    return first.message;
  }
  return fallback;
}

/** Per-field messages from `extensions.fields` of a BAD_USER_INPUT error, e.g. `{ username: "Username already taken" }`. */
export function fieldErrors(error: unknown): Record<string, string> {
  const fields = firstGraphQLError(error)?.extensions?.fields;
  if (!fields || typeof fields !== "object") return {};
  const result: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields as Record<string, unknown>)) {
    if (typeof message === "string") result[name] = message;
    else if (Array.isArray(message) && typeof message[0] === "string") result[name] = message[0];
  }
  return result;
}

/** The short title the server gives some errors in `extensions.title`, e.g. 'File too large'. */
export function errorTitle(error: unknown): string | undefined {
  const title = firstGraphQLError(error)?.extensions?.title;
  return typeof title === "string" && title ? title : undefined;
}
