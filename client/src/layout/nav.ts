import type { LucideIcon } from "lucide-react";
import type { FeatureRegistry } from "../features/registry";

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Paths besides `to` and those below it on which the link is the current page. */
  alsoActiveOn?: readonly string[];
}

/**
 * The sidebar's links (spec §2 "Sidebar"), from the features' manifests in their order (the registry
 * keeps them so): News Feed for everyone, the rest for members. Components pass `useFeatures()`.
 */
export function navItems(
  features: Pick<FeatureRegistry, "nav">,
  viewerId: string | null,
): NavItem[] {
  return features.nav.flatMap((nav): NavItem[] => {
    if (nav.membersOnly && !viewerId) return [];
    const to = typeof nav.to === "function" ? viewerId && nav.to(viewerId) : nav.to;
    return to ? [{ label: nav.label, to, icon: nav.icon, alsoActiveOn: nav.alsoActiveOn }] : [];
  });
}

/**
 * Whether a sidebar link is the current page: News Feed only on `/`, others on their path and below it
 * (an article under Articles), and on the paths they name besides (Profile on `/profile`, which shows
 * the member's own profile).
 */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.to === "/") return pathname === "/";
  if (item.alsoActiveOn?.includes(pathname)) return true;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
