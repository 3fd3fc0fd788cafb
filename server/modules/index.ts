import type { MergedLoaders, MergedTopics } from "../kernel/module";
import { accounts } from "./accounts";
import { admin } from "./admin";
import { articles } from "./articles";
import { blocks } from "./blocks";
import { comments } from "./comments";
import { connections } from "./connections";
import { events } from "./events";
import { feed } from "./feed";
import { forums } from "./forums";
import { groups } from "./groups";
import { ideas } from "./ideas";
import { messages } from "./messages";
import { notifications } from "./notifications";
import { pages } from "./pages";
import { profiles } from "./profiles";
import { reactions } from "./reactions";
import { search } from "./search";
import { settings } from "./settings";

/**
 * Every area of the server, once. Only the app's entry points read this list (server/app.ts, the schema
 * and the data source's CLI); a new area is its folder plus one line here. The order is the order of
 * the SearchHit union's members.
 */
export const modules = [
  accounts,
  profiles,
  connections,
  blocks,
  settings,
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
