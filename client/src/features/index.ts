import { admin } from "./admin/admin.feature";
import { articles } from "./articles/articles.feature";
import { auth } from "./auth/auth.feature";
import { business } from "./business/business.feature";
import { comments } from "./comments/comments.feature";
import { errors } from "./errors/errors.feature";
import { events } from "./events/events.feature";
import type { Feature } from "./feature";
import { feed } from "./feed/feed.feature";
import { forums } from "./forums/forums.feature";
import { groups } from "./groups/groups.feature";
import { home } from "./home/home.feature";
import { investing } from "./investing/investing.feature";
import { messages } from "./messages/messages.feature";
import { network } from "./network/network.feature";
import { notifications } from "./notifications/notifications.feature";
import { profile } from "./profile/profile.feature";
import { reactions } from "./reactions/reactions.feature";
import { search } from "./search/search.feature";
import { settings } from "./settings/settings.feature";
import { tags } from "./tags/tags.feature";

/**
 * Every area of the client, once. Only the composition root imports it: the router (App.tsx) for the
 * routes, and app-setup.ts, which gathers the rest (registry.tsx) for the Apollo cache, the sidebar, the
 * feed, search, reactions, comments, notifications and profiles, handed down to them. This list imports
 * every area, so an area (or shared code an area uses) that imported it would import itself back.
 * A new area: a folder with its manifest, `<area>.feature.ts` (defineFeature), imported only here, its
 * `index.ts` (what other code may import from it), and a line here.
 */
export const features: readonly Feature[] = [
  auth,
  home,
  feed,
  search,
  profile,
  network,
  tags,
  groups,
  investing,
  articles,
  comments,
  reactions,
  forums,
  business,
  events,
  messages,
  notifications,
  settings,
  admin,
  errors,
];
