import type { AuthCheckerFn } from "type-graphql";
import type { Context } from "../kernel/context";
import { ForbiddenError } from "./errors";
import { requireSignedIn } from "./signed-in";

export type Role = "SUPER_ADMIN";

/** `@Authorized()` needs a signed-in, unbanned member; `@Authorized("SUPER_ADMIN")` a super admin. */
export const authChecker: AuthCheckerFn<Context, Role> = ({ context }, roles) => {
  const viewer = requireSignedIn(context.viewer);
  if (roles.includes("SUPER_ADMIN") && !viewer.isSuperAdmin) {
    throw new ForbiddenError("You don't have permission to access this page.");
  }
  return true;
};
