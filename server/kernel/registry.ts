import type { DataSource } from "typeorm";
import type { Viewer } from "./viewer";
import type { Moderatable } from "./moderatable";
import type { Commentable } from "./commentable";
import type { EventName, EventScope, DomainEvents, Subscriber } from "./events";
import type { FeedKind, Shareable } from "./feed-kind";
import { kindDescriptions, kindEnums, storedValue, type KindFamily } from "./kinds";
import type {
  FeedCircle,
  LoaderFactory,
  MemberFacts,
  MemberTie,
  ModuleDefinition,
  ModuleRoutes,
  PersonalDataReader,
} from "./module";
import type { JobHandler } from "./jobs";
import type { Reactable } from "./reactable";
import type { SearchSource } from "./search-source";

/** Merges records of every area, refusing a key two areas claim. */
function mergeUnique<T>(
  what: string,
  modules: readonly ModuleDefinition[],
  pick: (module: ModuleDefinition) => Readonly<Record<string, T>> | undefined,
): Record<string, T> {
  const merged: Record<string, T> = {};
  const owner: Record<string, string> = {};
  for (const module of modules) {
    for (const [key, value] of Object.entries(pick(module) ?? {})) {
      if (key in merged)
        throw new Error(`${what} "${key}" is registered by both ${owner[key]} and ${module.name}`);
      merged[key] = value;
      owner[key] = module.name;
    }
  }
  return merged;
}

/**
 * Fills the kernel's GraphQL enums (values and their descriptions) from the kinds the areas declare,
 * refusing a name or a value two areas claim, and answers each family's values.
 */
function registerKinds(modules: readonly ModuleDefinition[]): Record<KindFamily, Set<string>> {
  const values = {} as Record<KindFamily, Set<string>>;
  for (const family of Object.keys(kindEnums) as KindFamily[]) {
    const merged = mergeUnique(`Kind ${family}`, modules, (m) => m.kinds?.[family]);
    const stored = Object.entries(merged).map(([name, kind]) => [name, storedValue(kind)] as const);
    const seen = new Set(stored.map(([, value]) => value));
    if (seen.size !== stored.length) throw new Error(`Two ${family} kinds share a stored value`);
    const target = kindEnums[family] as Record<string, string>;
    const descriptions = kindDescriptions[family];
    for (const key of Object.keys(target)) delete target[key];
    for (const key of Object.keys(descriptions)) delete descriptions[key];
    for (const [name, value] of stored) target[name] = value;
    for (const [name, kind] of Object.entries(merged))
      if (typeof kind !== "string") descriptions[name] = { description: kind.description };
    values[family] = seen;
  }
  return values;
}

/**
 * The data export's files from every area's `personalData` (see PersonalData): each file's readers, in
 * the list's order, and a function reading one member's files, each the parts its readers answered,
 * refusing a part two areas answer.
 */
function personalDataOf(modules: readonly ModuleDefinition[]) {
  const files = new Map<string, { area: string; read: PersonalDataReader }[]>();
  for (const m of modules)
    for (const [file, read] of Object.entries(m.personalData ?? {}))
      files.set(file, [...(files.get(file) ?? []), { area: m.name, read }]);
  return {
    files: [...files.keys()],
    read: async (db: Parameters<PersonalDataReader>[0], memberId: string) => {
      const answer: Record<string, Record<string, unknown>> = {};
      for (const [file, readers] of files) {
        const parts: Record<string, unknown> = {};
        const owner: Record<string, string> = {};
        for (const { area, read } of readers)
          for (const [part, value] of Object.entries(await read(db, memberId))) {
            if (part in parts)
              throw new Error(`${file}'s "${part}" is answered by both ${owner[part]} and ${area}`);
            parts[part] = value;
            owner[part] = area;
          }
        answer[file] = parts;
      }
      return answer;
    },
  };
}

/** Refuses a manifest entry keyed by a kind no area declares. */
function requireDeclared(what: string, keys: readonly string[], declared: Set<string>): void {
  for (const key of keys)
    if (!declared.has(key)) throw new Error(`${what} "${key}" is not a declared kind`);
}

const made = Symbol("made");
const madeFor = Symbol("for");

/**
 * The class of one request's loaders: a property per loader name, each area's loaders made (by its
 * factory) when one of them is first used. Most requests use a few areas' loaders; making all of them
 * (27 DataLoaders) for every request was work most never used.
 */
function requestLoadersClass(areas: { make: LoaderFactory; names: string[] }[]) {
  class RequestLoaders {
    [made]: (Record<string, unknown> | undefined)[] = new Array(areas.length);
    [madeFor]: [DataSource, Viewer | null];
    constructor(db: DataSource, viewer: Viewer | null) {
      this[madeFor] = [db, viewer];
    }
  }
  areas.forEach(({ make, names }, i) => {
    for (const name of names)
      Object.defineProperty(RequestLoaders.prototype, name, {
        enumerable: true,
        get(this: RequestLoaders) {
          return (this[made][i] ??= make(...this[madeFor]))[name];
        },
      });
  });
  return RequestLoaders;
}

/**
 * What the areas registered, read by the app at start: the entities and resolvers, one loader factory
 * per request, and the lists the search, reactions, comments and feed modules serve from. Built once per process.
 */
export function createRegistry(modules: readonly ModuleDefinition[]) {
  const names = new Set<string>();
  for (const { name } of modules) {
    if (names.has(name)) throw new Error(`Two modules are named ${name}`);
    names.add(name);
  }
  const kinds = registerKinds(modules);
  // Each area's loaders once, on a throwaway set (a loader does no work until asked): their names, which
  // must not collide.
  const samples = new Map(modules.map((m) => [m, m.loaders?.(null as never, null)]));
  const loaderNames = mergeUnique("Loader", modules, (m) => samples.get(m));
  const RequestLoaders = requestLoadersClass(
    modules.flatMap((m) =>
      m.loaders ? [{ make: m.loaders, names: Object.keys(samples.get(m) ?? {}) }] : [],
    ),
  );
  // Each event's subscribers, in the order of the list of areas.
  const subscribers = new Map<EventName, { area: string; handle: Subscriber<EventName> }[]>();
  for (const m of modules)
    for (const [name, handle] of Object.entries(m.on ?? {}) as [EventName, Subscriber<EventName>][])
      subscribers.set(name, [...(subscribers.get(name) ?? []), { area: m.name, handle }]);
  const reactables = mergeUnique<Reactable>("Reactable content type", modules, (m) => m.reactable);
  const commentables = mergeUnique<Commentable>(
    "Commentable content type",
    modules,
    (m) => m.commentable,
  );
  const feedKinds = mergeUnique<FeedKind>("Feed kind", modules, (m) => m.feedKinds);
  const moderatables = mergeUnique<Moderatable>("Moderatable kind", modules, (m) => m.moderatable);
  const jobs = mergeUnique<JobHandler>("Job task", modules, (m) => m.jobs);
  const schedules = mergeUnique<string>("Job schedule", modules, (m) => m.schedules);
  for (const task of Object.keys(schedules))
    if (!jobs[task]) throw new Error(`Job schedule ${task} names no task`);
  const personalData = personalDataOf(modules);
  requireDeclared("Reactable content type", Object.keys(reactables), kinds.reactableTypes);
  requireDeclared("Commentable content type", Object.keys(commentables), kinds.commentableTypes);
  requireDeclared("Feed kind", Object.keys(feedKinds), kinds.feedItemTypes);
  requireDeclared("Moderatable kind", Object.keys(moderatables), kinds.moderationTargets);
  return {
    /** Each family's declared stored values (see kernel/kinds.ts). */
    kinds,
    entities: modules.flatMap((m) => m.entities ?? []),
    /** The areas that subscribe to each event, in order (see kernel/events.ts). */
    subscribers: (name: EventName) => (subscribers.get(name) ?? []).map((s) => s.area),
    /** Runs every subscriber of an event in the emitter's transaction, one after another. */
    emit: async <K extends EventName>(scope: EventScope, name: K, event: DomainEvents[K]) => {
      const answers: unknown[] = [];
      for (const { handle } of subscribers.get(name) ?? [])
        answers.push(await (handle as Subscriber<K>)(event, scope));
      return answers;
    },
    resolvers: modules.flatMap((m) => m.resolvers ?? []),
    /** The loaders' names, across the areas. */
    loaderNames: Object.keys(loaderNames),
    /** Every area's loaders for one request (or one subscription event). */
    createLoaders: (db: DataSource, viewer: Viewer | null) =>
      new RequestLoaders(db, viewer) as unknown as Record<string, unknown>,
    searchSources: modules.flatMap((m) =>
      m.searchSource ? [m.searchSource] : [],
    ) as SearchSource[],
    reactables,
    commentables,
    feedKinds,
    /** The TOP feed's circles that are no one kind's (FeedCircle), in the list's order. */
    feedCircles: modules.flatMap((m) => (m.feedCircle ? [m.feedCircle] : [])) as FeedCircle[],
    /** Areas whose posts members share (`shared_post` items), in the list's order. */
    shareables: modules.flatMap((m) => (m.shareable ? [m.shareable] : [])) as Shareable[],
    /** Content kinds super admins moderate (adminContent, deleteContent, reports), by ModerationTarget. */
    moderatables,
    /** Every area's facts about members, each under its own prefix (the area's name). */
    memberFacts: modules.flatMap((m) =>
      m.memberFacts ? [{ ...m.memberFacts, prefix: `${m.name}.` }] : [],
    ) as (MemberFacts & { prefix: string })[],
    /** Every area's ties between members, for suggestions (MemberTie). */
    memberTies: modules.flatMap((m) => m.memberTies ?? []) as MemberTie[],
    /** Every area's background tasks, by task name (see kernel/jobs.ts). */
    jobs,
    /** When tasks also run on their own: crontab patterns by task name. */
    schedules,
    /** Every area's HTTP routes, mounted by the app beside /graphql. */
    routes: modules.flatMap((m) => (m.routes ? [m.routes] : [])) as ModuleRoutes[],
    /** The data export's file names, in the list's order (see PersonalData). */
    personalDataFiles: personalData.files,
    /** One member's data from every area, by file of the export: each file's parts (see PersonalData). */
    personalData: personalData.read,
  };
}

export type Registry = ReturnType<typeof createRegistry>;

declare module "./context" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface Registered extends Registry {}
}
