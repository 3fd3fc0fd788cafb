import type {
  ApolloServerPlugin,
  BaseContext,
  GraphQLRequestContextWillSendResponse,
} from "@apollo/server";
import { GraphQLError, type GraphQLFormattedError } from "graphql";
import type { Logger } from "../logger";

export enum ErrorCode {
  UNAUTHENTICATED = "UNAUTHENTICATED",
  FORBIDDEN = "FORBIDDEN",
  NOT_FOUND = "NOT_FOUND",
  BAD_USER_INPUT = "BAD_USER_INPUT",
  RATE_LIMITED = "RATE_LIMITED",
  CONFLICT = "CONFLICT",
  /** The password was right; a second factor must follow (`extensions.challenge`, for `completeSignIn`). */
  TWO_FACTOR_REQUIRED = "TWO_FACTOR_REQUIRED",
}

/** A domain error: its message is safe to show a user and carries a stable code. */
export class DomainError extends GraphQLError {
  constructor(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}) {
    super(message, { extensions: { ...extensions, code } });
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(message = "You must be logged in.") {
    super(ErrorCode.UNAUTHENTICATED, message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = "You don't have permission to do this.") {
    super(ErrorCode.FORBIDDEN, message);
  }
}

export class NotFoundError extends DomainError {
  constructor(entity: string) {
    super(ErrorCode.NOT_FOUND, `${entity} not found.`);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, field?: string) {
    super(ErrorCode.CONFLICT, message, field ? { fields: { [field]: message } } : {});
  }
}

/** A wait in seconds as `Retry-After` takes it: a whole number, at least 1 (0 would invite a retry now). */
const wholeSeconds = (seconds: number) =>
  Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : 1;

/**
 * Too many requests of a kind: `extensions.retryAfter` says in how many seconds (a whole number, at least 1)
 * the next one may succeed; over HTTP the answer also carries it as the `Retry-After` header
 * (retryAfterHeader).
 */
export class RateLimitedError extends DomainError {
  constructor(retryAfterSeconds: number) {
    super(ErrorCode.RATE_LIMITED, "Too many attempts. Please try again later.", {
      retryAfter: wholeSeconds(retryAfterSeconds),
    });
  }
}

/** Bad input: the first message is the error's message; `fields` maps every bad field to its message. */
export class UserInputError extends DomainError {
  constructor(fields: Record<string, string>) {
    super(ErrorCode.BAD_USER_INPUT, Object.values(fields)[0] ?? "Invalid input", { fields });
  }
}

const PASSTHROUGH = new Set([
  ...Object.values(ErrorCode),
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "BAD_REQUEST",
  "PERSISTED_QUERY_NOT_FOUND",
  "PERSISTED_QUERY_NOT_SUPPORTED",
  "OPERATION_RESOLUTION_FAILURE",
]);

/**
 * The codes the Upload scalar (graphql-upload-ts) gives a value that is not a file: a string or an object
 * in a JSON request, or a literal. Bad input, like any other value of the wrong type.
 */
const NOT_A_FILE = new Set(["INVALID_UPLOAD_VALUE", "UPLOAD_LITERAL_UNSUPPORTED"]);
export const NOT_A_FILE_MESSAGE = "Expected a file, sent in a multipart request";

type ValidationIssue = {
  property: string;
  constraints?: Record<string, string>;
  children?: ValidationIssue[];
};

function flattenValidation(issues: ValidationIssue[], into: Record<string, string> = {}) {
  for (const issue of issues) {
    const first = issue.constraints && Object.values(issue.constraints)[0];
    if (first && !into[issue.property]) into[issue.property] = first;
    if (issue.children?.length) flattenValidation(issue.children, into);
  }
  return into;
}

/**
 * The field a variable that failed coercion names, from graphql-js's wording: the input field it was
 * missing or had wrong ('Field "password" of required type "String!" was not provided.', '… at
 * "input.email"; …'), else the variable itself.
 */
function variableField(message: string): string | undefined {
  const variable = /^Variable "\$(\w+)"/.exec(message)?.[1];
  if (!variable) return undefined;
  const named =
    /Field "(\w+)" (?:of required type .* was not provided|is not defined by type)/.exec(
      message,
    )?.[1];
  if (named) return named;
  const at = /got invalid value .*? at "([^"]+)"/.exec(message)?.[1];
  const last = at
    ?.split(".")
    .pop()
    ?.replace(/\[\d+\]/g, "");
  return last || variable;
}

/**
 * Bad input always says which fields were wrong: `extensions.fields` maps each to its message. An error
 * about the request as a whole (wrong credentials, an expired passkey challenge) has none: `{}`.
 */
function withFields(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const extensions = formatted.extensions;
  if (extensions?.code !== ErrorCode.BAD_USER_INPUT) return formatted;
  if (extensions.fields && typeof extensions.fields === "object") return formatted;
  const field = variableField(formatted.message);
  return {
    ...formatted,
    extensions: { ...extensions, fields: field ? { [field]: formatted.message } : {} },
  };
}

/**
 * The one place errors leave the server, over HTTP and WebSocket alike: every error carries
 * `extensions.code`. Domain and GraphQL errors pass with their code, class-validator failures become
 * BAD_USER_INPUT with field messages (and every BAD_USER_INPUT carries `fields`), everything else (a
 * library's error, a bug) is logged and masked as INTERNAL_SERVER_ERROR.
 */
export function createFormatError(log: Logger) {
  const format = formatOne(log);
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError =>
    withFields(format(formatted, error));
}

function formatOne(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
    const code = formatted.extensions?.code as string | undefined;
    const validation = (
      original as { extensions?: { validationErrors?: ValidationIssue[] } } | undefined
    )?.extensions?.validationErrors;
    if (validation) {
      const fields = flattenValidation(validation);
      return {
        message: Object.values(fields)[0] ?? "Invalid input",
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code: ErrorCode.BAD_USER_INPUT, fields },
      };
    }
    if (code && NOT_A_FILE.has(code)) {
      const field = /^Variable "\$(\w+)"/.exec(formatted.message)?.[1] ?? "file";
      return {
        message: NOT_A_FILE_MESSAGE,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code: ErrorCode.BAD_USER_INPUT, fields: { [field]: NOT_A_FILE_MESSAGE } },
      };
    }
    // graphql-js stops coercing variables after 50 bad values with an error of its own, without a code.
    if (formatted.message.startsWith("Too many errors processing variables")) {
      return {
        message: formatted.message,
        locations: formatted.locations,
        extensions: { code: ErrorCode.BAD_USER_INPUT },
      };
    }
    if (original instanceof DomainError || (code && PASSTHROUGH.has(code))) {
      const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
      void _stack;
      return { ...formatted, extensions };
    }
    log.error({ err: original, path: formatted.path }, "unexpected error in a GraphQL operation");
    return {
      message: "Something went wrong. Please try again.",
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    };
  };
}

/** The longest `retryAfter` among the RATE_LIMITED errors of an answer, or undefined when none is. */
export function retryAfterOf(errors: readonly GraphQLFormattedError[] | undefined) {
  let longest: number | undefined;
  for (const error of errors ?? []) {
    const wait = error.extensions?.retryAfter;
    if (error.extensions?.code !== ErrorCode.RATE_LIMITED || typeof wait !== "number") continue;
    if (longest === undefined || wait > longest) longest = wait;
  }
  return longest;
}

/**
 * An Apollo Server plugin: an HTTP answer whose errors include RATE_LIMITED carries `Retry-After` (RFC 9110),
 * in seconds, the same as the errors' `extensions.retryAfter`. The status stays 200, as for every other
 * error in a result, so GraphQL clients read the error as usual. (A socket has no headers: there the
 * extension is all.)
 */
export function retryAfterHeader<C extends BaseContext>(): ApolloServerPlugin<C> {
  const listener = {
    willSendResponse: async ({ response }: GraphQLRequestContextWillSendResponse<C>) => {
      const { body } = response;
      const wait = retryAfterOf(
        body.kind === "single" ? body.singleResult.errors : body.initialResult.errors,
      );
      if (wait !== undefined) response.http.headers.set("retry-after", String(wait));
    },
  };
  return { requestDidStart: async () => listener };
}
