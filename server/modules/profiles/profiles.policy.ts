import { definePolicy, isSuperAdmin, isViewer, type Actor } from "../../graphql/policy";
import type { Viewer } from "../../kernel/viewer";
import type { Profile } from "./profile.entity";

type ProfileSubjects = {
  /** Its e-mail and, with 'profile visibility' off, its details: the member themself and super admins. */
  seePrivate: { id: string };
  /** A banned member's profile: super admins only (everyone sees the others). */
  see: { isBanned: boolean };
  /** Connecting with a member (follow, friend request) or blocking them: anyone but themself. */
  connect: { id: string };
};

export type ProfileAction = keyof ProfileSubjects;

/** Who may do what with a member's profile. */
export const can = definePolicy<ProfileSubjects>({
  seePrivate: (viewer, profile) => isViewer(viewer, profile.id) || isSuperAdmin(viewer),
  see: (viewer, profile) => !profile.isBanned || isSuperAdmin(viewer),
  connect: (viewer, profile) => !!viewer && !isViewer(viewer, profile.id),
});

/** A member's e-mail is shown to that member and to super admins only (`seePrivate`). */
export function canSeePrivateFields(viewer: Actor | null, profile: { id: string }): boolean {
  return can(viewer, "seePrivate", profile);
}

/** With 'profile visibility' off, others (but super admins) see the name and pictures, not the details. */
export function hideDetails(viewer: Actor | null, profile: Profile): Profile {
  if (canSeePrivateFields(viewer, profile)) return profile;
  return Object.assign(Object.create(Object.getPrototypeOf(profile)) as Profile, profile, {
    bio: null,
    location: null,
    company: null,
    title: null,
    skills: [],
  });
}

/** Members can connect with others, never with themselves (`connect`). */
export function isSelf(viewer: Viewer, userId: string): boolean {
  return !can(viewer, "connect", { id: userId });
}
