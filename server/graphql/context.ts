import type { Request, Response } from "express";
import type { DataSource } from "typeorm";
import type { Config } from "../config";
import type { Changes } from "../db/changes";
import type { Logger } from "../logger";
import type { Mailer } from "../mail";
import type { RateLimits } from "../modules/accounts/rate-limits";
import type { Viewer } from "../modules/accounts/session.service";
import type { Modules } from "../modules";
import type { MergedLoaders } from "../modules/module";
import type { Registry } from "../modules/registry";
import type { Storage } from "../storage/storage";
import type { PubSub } from "./pubsub";

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
  registry: Registry;
};

/** Every area's per-request loaders (each area's `loaders` in its manifest). */
export type Loaders = MergedLoaders<Modules>;

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
