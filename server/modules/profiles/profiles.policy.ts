import type { Viewer } from "../../kernel/viewer";
import type { Profile } from "./profile.entity";

/** A member's e-mail is shown to that member and to super admins only. */
export function canSeePrivateFields(viewer: Viewer | null, profile: { id: string }): boolean {
  return Boolean(viewer && (viewer.id === profile.id || viewer.isSuperAdmin));
}

/** With 'profile visibility' off, others (but super admins) see the name and pictures, not the details. */
export function hideDetails(viewer: Viewer | null, profile: Profile): Profile {
  if (canSeePrivateFields(viewer, profile)) return profile;
  return Object.assign(Object.create(Object.getPrototypeOf(profile)) as Profile, profile, {
    bio: null,
    location: null,
    company: null,
    title: null,
    skills: [],
  });
}

/** Members can connect with others, never with themselves. */
export function isSelf(viewer: Viewer, userId: string): boolean {
  return viewer.id === userId;
}
