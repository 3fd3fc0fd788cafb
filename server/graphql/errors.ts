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

export class RateLimitedError extends DomainError {
  constructor(retryAfterSeconds: number) {
    super(ErrorCode.RATE_LIMITED, "Too many attempts. Please try again later.", {
      retryAfterSeconds,
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
 * The one place errors leave the server: domain and GraphQL errors pass with their code, class-validator
 * failures become BAD_USER_INPUT with field messages, everything else is logged and masked.
 */
export function createFormatError(log: Logger) {
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
