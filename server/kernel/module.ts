import type { IRouter } from "express";
import type { DataSource, EntityManager, MigrationInterface } from "typeorm";
import type { Services } from "./context";
import type { Viewer } from "./viewer";
import type { ModeratableKind, Moderatable } from "./moderatable";
import type { Commentable, CommentableKind } from "./commentable";
import type { Subscriptions } from "./events";
import type { JobHandler } from "./jobs";
import type { AreaKinds } from "./kinds";
import type { FeedKind, FeedItemTypeValue, Shareable } from "./feed-kind";
import type { Reactable, ReactableKind } from "./reactable";
import type { SearchSource } from "./search-source";

/** Per-request loaders of one area: made fresh for every request, never shared between viewers. */
export type LoaderFactory = (db: DataSource, viewer: Viewer | null) => Record<string, unknown>;

/**
 * What an area knows about each member that member cards show (counts, the viewer's relation to them),
 * read in the same statement as the member's profile wherever a page shows members in full (a profile's
 * header, connection lists), and handed to the area's own loaders, so such a page costs one statement for
 * its members however many facts the areas add. `select` gives select-list entries over the profile alias
 * `p`, the viewer's id being the SQL `viewer` (null for a visitor), each named `"<prefix><name>"`; `prime`
 * reads them back from a row for the member `id` into the area's loaders (`loaders` is the request's).
 */
export type MemberFacts = {
  /** The Profile fields that read what `prime` hands over: the facts are read when a query asks for one. */
  fields: readonly string[];
  select: (p: string, viewer: string, prefix: string) => string;
  prime: (
    loaders: Record<string, unknown>,
    id: string,
    row: Record<string, unknown>,
    prefix: string,
  ) => void;
};

/**
 * A kind of tie an area knows between members (a shared company, school or group, the same city), for
 * the network's suggestions (peopleYouMayKnow) and their reasons. `sql` gives a SELECT of the members
 * tied to the viewer, the viewer's id being the SQL `viewer`, answering the columns `member_id` (uuid,
 * never the viewer) and `label` (text: the reason a person reads, 'Also at Acme'), one row per tie.
 * `weight` ranks one tie of this kind against the others (one mutual connection weighs 10).
 */
export type MemberTie = {
  /** Names the tie in tests and messages ('company', 'group'). */
  name: string;
  weight: number;
  sql: (viewer: string) => string;
  /**
   * What the tie reads of the viewer's own side, as an SQL text expression (their companies, their
   * groups), the viewer's id being the SQL `viewer`: stored suggestions are computed again once it
   * changes (the other side changes with time, and shows within the suggestions' time to live).
   */
  viewerInputs: (viewer: string) => string;
};

/**
 * A part of the TOP feed's first level (the circle) that is no one kind's (FeedKind.circle is a kind's):
 * the content of the tags a member follows, say. `where` is an SQL condition on the feed item (alias `f`),
 * `reason` an SQL text expression shown on such an item ('Tagged #rust'), given the SQL of the viewer's
 * id (a uuid; TOP is for members only). Both are read only for items the feed already shows the viewer;
 * `where` should be found by an index from the viewer's side (`(f.type::text, f.content_id) IN (…)`).
 * A kind's circle and the viewer's own network name an item first; this reason is the last resort.
 */
export type FeedCircle = (viewerId: string) => { where: string; reason: string };

/**
 * What an area holds of one member, for their copy of their data (the data export, `requestDataExport`):
 * by file name in the export ('messages.json'), a reader answering the parts of that file the area
 * writes, each under its own key (`{ messages: [...] }`), as plain JSON values. Several areas may write
 * parts of one file (the profiles area the profile, the careers area positions and education, both in
 * 'profile.json'); no two write the same part of a file. A reader gives what the member owns or wrote,
 * and what was sent to them, naming other members by id, username and name only. `db` is one
 * transaction's connection (one snapshot for every reader of an export): send one statement at a time.
 */
export type PersonalDataReader = (
  db: Pick<EntityManager, "query">,
  memberId: string,
) => Promise<Record<string, unknown>>;
export type PersonalData = Readonly<Record<string, PersonalDataReader>>;

/**
 * Plain HTTP routes of one area beside /graphql (a calendar file, say): mounted once at start, before the
 * built client, on the app's router with the process's services. Routes answer requests that are not
 * the app's (a calendar file, an e-mail's one-click unsubscribe); everything an area does for the app
 * still goes through the schema.
 */
export type ModuleRoutes = (router: IRouter, services: Services) => void;

/**
 * What an area brings to the server. Every area is one folder, `server/modules/<area>/`, ending in an
 * `index.ts` that exports one `defineModule({...})`; `server/modules/index.ts` lists them once. The
 * registries (schema, entities, loaders, pub/sub topics, search, reactions, feed) are built from the list,
 * so an area never edits another area's files to plug in, and no area imports a registry: the contracts
 * named here (`SearchSource`, `Reactable`, `Commentable`, `FeedKind`) are types only.
 */
export interface ModuleDefinition {
  /** The area's name, for messages about it (duplicates, startup). */
  name: string;
  /** TypeGraphQL resolver classes. */
  resolvers?: readonly (abstract new (...args: never[]) => object)[];
  /** The kinds the area owns (feed items, reactions, comments, notifications, moderation, audit): see kinds.ts. */
  kinds?: AreaKinds;
  /**
   * The area's own schema changes, TypeORM migrations kept in its folder (`migrations/`), each class named
   * with its timestamp. The app runs them with those of `migrations/` (the history from before areas kept
   * their own), all in timestamp order.
   */
  migrations?: readonly (new () => MigrationInterface)[];
  /** TypeORM entity classes. */
  entities?: readonly (abstract new (...args: never[]) => object)[];
  /** The area's DataLoaders, by name: `ctx.loaders.<name>`. Names are unique across areas. */
  loaders?: LoaderFactory;
  /**
   * The area's pub/sub topics and their payloads, as a type only (`{} as { TOPIC: [payload] }`, or
   * `[memberId: string, payload]` for a per-member topic). Payloads carry ids only.
   */
  topics?: Record<string, unknown[]>;
  /** A member of the `SearchHit` union: its SQL (id, rank) and its loader. */
  searchSource?: SearchSource;
  /** Content members react to, by reaction content type: who owns it and how to name it. */
  reactable?: Partial<Record<ReactableKind, Reactable>>;
  /** Content members comment on, by comment content type: who may read, comment and moderate. */
  commentable?: Partial<Record<CommentableKind, Commentable>>;
  /** The feed item kinds the area writes (`addFeedItem`), by stored type: where each opens. */
  feedKinds?: Partial<Record<FeedItemTypeValue, FeedKind>>;
  /** A part of the TOP feed's circle that is no one kind's (see FeedCircle). */
  feedCircle?: FeedCircle;
  /** Posts members share to their feed (`shared_post` items): where a shared post opens (see Shareable). */
  shareable?: Shareable;
  /** Content super admins list, count, and delete, and members report, by ModerationTarget (see Moderatable). */
  moderatable?: Partial<Record<ModeratableKind, Moderatable>>;
  /** The ties between members the area knows, for suggestions (see MemberTie). */
  memberTies?: readonly MemberTie[];
  /** Facts about every member read beside their profile on member pages (see MemberFacts). */
  memberFacts?: MemberFacts;
  /** The domain events the area acts on, by name (see kernel/events.ts): run in the emitter's transaction. */
  on?: Subscriptions;
  /**
   * The background tasks the area runs, by task name (unique across areas): the handler of each job
   * `scheduleJob` adds under that name (see kernel/jobs.ts).
   */
  jobs?: Record<string, JobHandler>;
  /**
   * When some of those tasks also run on their own, by task name: a crontab pattern ('0 * * * *': hourly),
   * in UTC. Every process that runs the queue knows the schedule; the queue runs each moment once.
   */
  schedules?: Record<string, string>;
  /** HTTP routes outside GraphQL (see ModuleRoutes); paths are the area's own, never /graphql. */
  routes?: ModuleRoutes;
  /** The member's data the area keeps, by file of the data export (see PersonalData). */
  personalData?: PersonalData;
}

/** Declares an area (see ModuleDefinition); the identity function, there for its type. */
export function defineModule<const M extends ModuleDefinition>(module: M): M {
  return module;
}

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never;

/** Every area's loaders merged: the type of `ctx.loaders`. */
export type MergedLoaders<M extends readonly ModuleDefinition[]> = UnionToIntersection<
  {
    [K in keyof M]: M[K]["loaders"] extends LoaderFactory ? ReturnType<M[K]["loaders"]> : never;
  }[number]
>;

/** Every area's topics merged: the pub/sub's topic map. */
export type MergedTopics<M extends readonly ModuleDefinition[]> = UnionToIntersection<
  {
    [K in keyof M]: M[K]["topics"] extends Record<string, unknown[]> ? M[K]["topics"] : never;
  }[number]
>;
