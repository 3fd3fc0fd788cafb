import type { IconType } from "react-icons";
import {
  LuBell,
  LuBriefcase,
  LuCalendarDays,
  LuFileText,
  LuHouse,
  LuMessageSquare,
  LuMessagesSquare,
  LuSettings,
  LuTrendingUp,
  LuUser,
  LuUsers,
} from "react-icons/lu";

export interface NavItem {
  label: string;
  to: string;
  icon: IconType;
}

/** The sidebar's links (spec §2 "Sidebar"): News Feed for everyone, the rest for members. */
export function navItems(viewerId: string | null): NavItem[] {
  const feed: NavItem = { label: "News Feed", to: "/", icon: LuHouse };
  if (!viewerId) return [feed];
  return [
    feed,
    { label: "Groups", to: "/groups", icon: LuUsers },
    { label: "Investing", to: "/investing", icon: LuTrendingUp },
    { label: "Articles", to: "/articles", icon: LuFileText },
    { label: "Forums", to: "/forums", icon: LuMessagesSquare },
    { label: "Business Pages", to: "/business", icon: LuBriefcase },
    { label: "Events", to: "/events", icon: LuCalendarDays },
    { label: "Messages", to: "/messages", icon: LuMessageSquare },
    { label: "Notifications", to: "/notifications", icon: LuBell },
    { label: "Profile", to: `/profile/${viewerId}`, icon: LuUser },
    { label: "Settings", to: "/settings", icon: LuSettings },
  ];
}

/**
 * Whether a sidebar link is the current page: News Feed only on `/`, others on their path and below it
 * (an article under Articles), and Profile also on `/profile`, which shows the member's own profile.
 */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.to === "/") return pathname === "/";
  if (item.label === "Profile" && pathname === "/profile") return true;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
