import { modules } from "../../server/modules";
import type { ModuleDefinition } from "../../server/kernel/module";
import { createRegistry } from "../../server/kernel/registry";
import { createDataSource } from "../../server/data-source";
import { blocks } from "../../server/modules/blocks/blocks.module";

// The registries the app builds from the areas' manifests (server/modules/index.ts).
describe("the module registry", () => {
  const registry = createRegistry(modules);

  it("collects every area's resolvers, entities, search sources, reactables, commentables and feed kinds", () => {
    expect(registry.resolvers.map((r) => r.name)).toEqual(
      expect.arrayContaining(["AccountsResolver", "ArticlesResolver", "FeedResolver"]),
    );
    expect(new Set(registry.entities).size).toBe(registry.entities.length);
    expect(registry.searchSources.map((s) => s.type.name)).toEqual([
      "Profile",
      "Article",
      "Group",
      "CalendarEvent", // the class of the GraphQL type Event
      "ForumPost",
      "BusinessIdea",
      "BusinessPage",
    ]);
    expect(Object.keys(registry.reactables)).toEqual([
      "article",
      "group_post",
      "forum_post",
      "business_idea",
      "page_post",
    ]);
    expect(Object.keys(registry.commentables)).toEqual([
      "article",
      "group_post",
      "forum_post",
      "page_post",
    ]);
    expect(Object.keys(registry.feedKinds).sort()).toEqual([
      "article",
      "business_idea",
      "business_page",
      "business_update",
      "event",
      "forum_post",
      "group",
      "group_post",
      "new_user",
      "page_post",
      "shared_post",
    ]);
    // Posts members share: groups' and pages' (the feed's `shared_post` kind asks each in turn).
    expect(registry.shareables).toHaveLength(2);
    // Every kind of content but profiles is moderated, each by its own area.
    expect(Object.keys(registry.moderatables).sort()).toEqual(
      [
        "ARTICLE",
        "BUSINESS_IDEA",
        "BUSINESS_PAGE",
        "COMMENT",
        "EVENT",
        "FORUM_POST",
        "GROUP",
        "GROUP_POST",
        "PAGE_POST",
        "REVIEW",
      ].sort(),
    );
    // The areas' own HTTP routes (events: its calendar files; notifications: one-click unsubscribe;
    // data export: the ZIP's download).
    expect(registry.routes).toHaveLength(3);
    // Background tasks, and those that also run on a schedule.
    expect(Object.keys(registry.jobs).sort()).toEqual(
      [
        "account-deletion",
        "account-deletion-email",
        "data-export",
        "data-export-expiry",
        "digest",
        "event-reminder",
        "message-email",
        "new-sign-in-email",
        "notification-email",
      ].sort(),
    );
    expect(registry.schedules).toEqual({
      digest: "*/15 * * * *",
      "data-export-expiry": "17 * * * *",
    });
    // The data export's files, each written by the areas that keep that data (manifests' personalData).
    expect(registry.personalDataFiles).toEqual([
      "profile.json",
      "connections.json",
      "messages.json",
      "articles.json",
      "comments.json",
      "posts.json",
      "events.json",
    ]);
    expect([...registry.loaderNames].sort()).toEqual([
      "accountById",
      "businessIdeaById",
      "businessPageById",
      "businessPageStats",
      "businessUpdateById",
      "businessUpdateCount",
      "commentCount",
      "connectionCounts",
      "educationByMember",
      "eventById",
      "eventCounts",
      "forumPostById",
      "groupById",
      "groupMemberCount",
      "groupPostById",
      "groupPostShareCount",
      "lastComment",
      "mentionsOf",
      "networkFacts",
      "pagePostById",
      "pagePostShareCount",
      "pairWithViewer",
      "positionsByMember",
      "profileById",
      "reactions",
      "reviewById",
      "tagFacts",
      "tagsOf",
      "userById",
      "viewerAttendance",
      "viewerGroupRelation",
      "viewerHasBlocked",
      "viewerSavedForumPost",
    ]);
    // Each is on a request's loaders, made by its area when first used, once per request.
    const loaders = registry.createLoaders(null as never, null);
    for (const name of registry.loaderNames) {
      expect(loaders[name]).toBeDefined();
      expect(loaders[name]).toBe(loaders[name]);
    }
    expect(registry.createLoaders(null as never, null).profileById).not.toBe(loaders.profileById);
  });

  it("runs each event's subscribers in the emitter's transaction, in the list's order, with their answers", async () => {
    // The areas that act on the shared events (kernel/events.ts), by their manifests' `on`.
    expect(registry.subscribers("ContentPublished")).toEqual(["feed"]);
    expect(registry.subscribers("NotificationDue")).toEqual(["notifications"]);
    expect(registry.subscribers("AdminActed")).toEqual(["admin"]);
    expect(registry.subscribers("TextSaved")).toEqual(["mentions"]);

    const heard: string[] = [];
    const scope = { tx: {} as never, afterCommit: () => undefined, services: {} as never };
    const own = createRegistry([
      {
        name: "first",
        on: { AdminActed: (e, s) => (heard.push(`first ${e.summary}`), s === scope) },
      },
      { name: "quiet" },
      { name: "second", on: { AdminActed: async (e) => (heard.push(`second ${e.targetId}`), 2) } },
    ]);
    const event = {
      actorId: null,
      action: "PIN_FORUM_POST" as const,
      targetType: "FORUM_POST" as const,
      targetId: "p1",
      summary: "Pinned",
    };
    expect(await own.emit(scope, "AdminActed", event)).toEqual([true, 2]);
    expect(heard).toEqual(["first Pinned", "second p1"]);
    expect(await own.emit(scope, "ContentPublished", { type: "article", userId: "u" })).toEqual([]);
  });

  it("reads a member's data file by file, each file's parts from the areas that keep them", async () => {
    const own = createRegistry([
      { name: "a", personalData: { "x.json": async (_db, id) => ({ first: id }) } },
      {
        name: "b",
        personalData: {
          "x.json": async () => ({ second: [1] }),
          "y.json": async () => ({ only: true }),
        },
      },
    ]);
    expect(own.personalDataFiles).toEqual(["x.json", "y.json"]);
    expect(await own.personalData({} as never, "m1")).toEqual({
      "x.json": { first: "m1", second: [1] },
      "y.json": { only: true },
    });
    const clash = createRegistry([
      { name: "a", personalData: { "x.json": async () => ({ part: 1 }) } },
      { name: "b", personalData: { "x.json": async () => ({ part: 2 }) } },
    ]);
    await expect(clash.personalData({} as never, "m1")).rejects.toThrow(
      'x.json\'s "part" is answered by both a and b',
    );
  });

  it("refuses a name two areas claim", () => {
    const lookup = async () => null;
    const a: ModuleDefinition = { name: "a", reactable: { article: lookup } };
    const b: ModuleDefinition = { name: "b", reactable: { article: lookup } };
    expect(() => createRegistry([a, b])).toThrow(
      'Reactable content type "article" is registered by both a and b',
    );
    const loaders = () => ({ byId: 1 });
    expect(() =>
      createRegistry([
        { name: "c", loaders },
        { name: "d", loaders },
      ]),
    ).toThrow('Loader "byId" is registered by both c and d');
    expect(() => createRegistry([{ name: "e" }, { name: "e" }])).toThrow("Two modules are named e");
  });

  it("runs the shared migrations and every area's own, each once", () => {
    const listed = createDataSource("postgres://localhost/none").options.migrations as {
      name: string;
    }[];
    const names = listed.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(["Foundation1795260780952", "MemberBlocks1796200000000"]),
    );
    for (const area of modules as readonly ModuleDefinition[])
      for (const migration of area.migrations ?? []) expect(listed).toContain(migration);
    expect((blocks as ModuleDefinition).migrations?.map((m) => m.name)).toEqual([
      "MemberBlocks1796200000000",
    ]);
  });
});
