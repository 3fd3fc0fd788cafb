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
 * Every area of the client, once. Only the composition root imports it: the router (App.tsx) for the
 * routes, and app-setup.ts, which gathers the rest (registry.tsx) for the Apollo cache, the sidebar, the
 * feed, search, reactions, comments, notifications and profiles, handed down to them. This list imports
 * every area, so an area (or shared code an area uses) that imported it would import itself back.
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
