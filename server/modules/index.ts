import type { MergedLoaders, MergedTopics } from "../kernel/module";
import { accounts } from "./accounts/accounts.module";
import { admin } from "./admin/admin.module";
import { articles } from "./articles/articles.module";
import { blocks } from "./blocks/blocks.module";
import { careers } from "./careers/careers.module";
import { comments } from "./comments/comments.module";
import { connections } from "./connections/connections.module";
import { dataExport } from "./data-export/data-export.module";
import { events } from "./events/events.module";
import { feed } from "./feed/feed.module";
import { forums } from "./forums/forums.module";
import { groups } from "./groups/groups.module";
import { ideas } from "./ideas/ideas.module";
import { mentions } from "./mentions/mentions.module";
import { messages } from "./messages/messages.module";
import { network } from "./network/network.module";
import { notifications } from "./notifications/notifications.module";
import { pages } from "./pages/pages.module";
import { profiles } from "./profiles/profiles.module";
import { reactions } from "./reactions/reactions.module";
import { search } from "./search/search.module";
import { settings } from "./settings/settings.module";

/**
 * Every area of the server, once. Only the app's entry points read this list (server/app.ts, the schema
 * and the data source's CLI); a new area is its folder plus one line here. The order is the order of
 * the SearchHit union's members.
 */
export const modules = [
  accounts,
  profiles,
  careers,
  connections,
  network,
  blocks,
  settings,
  dataExport,
  messages,
  notifications,
  feed,
  search,
  articles,
  reactions,
  comments,
  groups,
  events,
  forums,
  ideas,
  pages,
  mentions,
  admin,
] as const;

export type Modules = typeof modules;

// The kernel's per-request loaders and pub/sub topics are every area's, merged here where the list is known.
declare module "../kernel/context" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AreaLoaders extends MergedLoaders<Modules> {}
}
declare module "../kernel/topics" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AreaTopics extends MergedTopics<Modules> {}
}
