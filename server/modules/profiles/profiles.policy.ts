import type { Viewer } from "../accounts/session.service";

/** A member's e-mail is shown to that member and to super admins only. */
export function canSeePrivateFields(viewer: Viewer | null, profile: { id: string }): boolean {
  return Boolean(viewer && (viewer.id === profile.id || viewer.isSuperAdmin));
}
