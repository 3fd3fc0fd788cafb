import type { AuthCheckerFn } from "type-graphql";
import type { Context } from "../kernel/context";
import { ForbiddenError, UnauthenticatedError } from "./errors";

export type Role = "SUPER_ADMIN";

/** `@Authorized()` needs a signed-in, unbanned member; `@Authorized("SUPER_ADMIN")` a super admin. */
export const authChecker: AuthCheckerFn<Context, Role> = ({ context }, roles) => {
  const viewer = context.viewer;
  if (!viewer) throw new UnauthenticatedError();
  if (viewer.isBanned) throw new ForbiddenError("Your account has been suspended.");
  if (roles.includes("SUPER_ADMIN") && !viewer.isSuperAdmin) {
    throw new ForbiddenError("You don't have permission to access this page.");
  }
  return true;
};
