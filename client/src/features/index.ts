import { admin } from "./admin";
import { articles } from "./articles";
import { auth } from "./auth";
import { business } from "./business";
import { comments } from "./comments";
import { errors } from "./errors";
import { events } from "./events";
import type { Feature } from "./feature";
import { feed } from "./feed";
import { forums } from "./forums";
import { groups } from "./groups";
import { home } from "./home";
import { investing } from "./investing";
import { messages } from "./messages";
import { notifications } from "./notifications";
import { profile } from "./profile";
import { reactions } from "./reactions";
import { search } from "./search";
import { settings } from "./settings";

/**
 * Every area of the client, once. The router (App.tsx), the sidebar (layout/nav.ts), the Apollo cache
 * (apollo/client.ts), the feed, search, reactions and notifications read this list and nothing else.
 * A new area: a folder with an `index.ts` (defineFeature) and a line here.
 */
export const features: readonly Feature[] = [
  auth,
  home,
  feed,
  search,
  profile,
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
