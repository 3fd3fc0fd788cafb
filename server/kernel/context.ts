import type { Request, Response } from "express";
import type { DataSource } from "typeorm";
import type { Config } from "../config";
import type { Changes } from "../db/changes";
import type { Logger } from "../logger";
import type { Mailer } from "../mail";
import type { RateLimits } from "../graphql/rate-limits";
import type { Viewer } from "./viewer";
import type { Storage } from "../storage/storage";
import type { PubSub } from "../graphql/pubsub";

/**
 * The registry built from the areas' manifests (registry.ts). Empty here and filled in there by declaration
 * merging: the registry holds the contracts (a feed kind, a search source), whose functions take a
 * Context, so the Context's file cannot import it back.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Registered {}

/** What lives for the whole process and is shared by every request. */
export type Services = {
  config: Config;
  db: DataSource;
  log: Logger;
  mailer: Mailer;
  rateLimits: RateLimits;
  pubSub: PubSub;
  /** Changes committed to the database, heard by this process (for what it keeps in memory). */
  changes: Changes;
  storage: Storage;
  /** What the areas registered (server/modules/index.ts): loaders, search sources, reactables, feed kinds. */
  registry: Registered;
};

/**
 * Every area's per-request loaders (each area's `loaders` in its manifest), by name. Empty here: the
 * composition root (server/modules/index.ts), which alone knows the list of areas, merges every area's
 * loaders into it by declaration merging, so the kernel and the areas type `ctx.loaders` without
 * importing the list.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AreaLoaders {}
export type Loaders = { [Name in keyof AreaLoaders]: AreaLoaders[Name] };

export type Context = Services & {
  viewer: Viewer | null;
  /** The raw session token of this request, when there is one. */
  token: string | null;
  ip: string;
  userAgent: string | null;
  loaders: Loaders;
  /** Present on HTTP requests (not on WebSocket operations): used to set and clear the session cookie. */
  http?: { req: Request; res: Response };
};

export function buildContext(
  services: Services,
  parts: Pick<Context, "viewer" | "token" | "ip" | "userAgent" | "http"> & { log?: Logger },
): Context {
  return {
    ...services,
    ...parts,
    log: parts.log ?? services.log,
    loaders: services.registry.createLoaders(services.db, parts.viewer) as Loaders,
  };
}
