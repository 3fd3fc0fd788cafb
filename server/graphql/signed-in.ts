import { createMethodMiddlewareDecorator, type MiddlewareFn } from "type-graphql";
import type { Context } from "../kernel/context";
import type { Viewer } from "../kernel/viewer";
import { DomainError, ErrorCode, ForbiddenError } from "./errors";

/** What a member whose account is suspended is told, whatever they try. */
export const SUSPENDED = "Your account has been suspended.";

/**
 * The viewer, when a signed-in member in good standing: a visitor is refused as UNAUTHENTICATED with the
 * operation's own words (and the toast's title, when the screen shows one), a banned member as FORBIDDEN.
 * `@Authorized()` and `@SignedIn(...)` both check through it.
 */
export function requireSignedIn(
  viewer: Viewer | null,
  message = "You must be logged in.",
  title?: string,
): Viewer {
  if (!viewer) throw new DomainError(ErrorCode.UNAUTHENTICATED, message, title ? { title } : {});
  if (viewer.isBanned) throw new ForbiddenError(SUSPENDED);
  return viewer;
}

/**
 * `@SignedIn("You must be logged in to create a group")`: the operation needs a signed-in member, as
 * `@Authorized()`, and a visitor is told so in the words the screen shows for it. The resolver then passes
 * `ctx.viewer!` on.
 */
export function SignedIn(message?: string, title?: string): MethodDecorator {
  // Named, so that a check of the schema's metadata tells the operations it guards.
  const { [SIGNED_IN]: middleware } = {
    [SIGNED_IN]: (({ context }, next) => {
      requireSignedIn(context.viewer, message, title);
      return next();
    }) as MiddlewareFn<Context>,
  };
  return createMethodMiddlewareDecorator<Context>(middleware);
}

/** The name of the middleware `@SignedIn` puts on an operation. */
export const SIGNED_IN = "signedIn";
