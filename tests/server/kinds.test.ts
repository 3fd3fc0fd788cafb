import { GraphQLEnumType } from "graphql";
import { modules } from "../../server/modules";
import type { ModuleDefinition } from "../../server/kernel/module";
import { createRegistry } from "../../server/kernel/registry";
import { FeedItemType } from "../../server/kernel/kinds";
import { createSchema } from "../../server/schema";
import { startTestServer, type TestServer } from "../support/server";

// The kinds are declared by the areas that own them (`kinds` in each manifest) and the registry builds the
// GraphQL enums from them. These pins make a kind that appears, disappears or changes its stored value a
// visible change to the API, never a silent one.
const pinned: Record<string, Record<string, string>> = {
  FeedItemType: {
    ARTICLE: "article",
    BUSINESS_IDEA: "business_idea",
    BUSINESS_PAGE: "business_page",
    BUSINESS_UPDATE: "business_update",
    EVENT: "event",
    FORUM_POST: "forum_post",
    GROUP: "group",
    GROUP_POST: "group_post",
    NEW_USER: "new_user",
    PAGE_POST: "page_post",
    SHARED_POST: "shared_post",
  },
  ContentType: {
    ARTICLE: "article",
    BUSINESS_IDEA: "business_idea",
    FORUM_POST: "forum_post",
    GROUP_POST: "group_post",
    PAGE_POST: "page_post",
  },
  CommentableType: {
    ARTICLE: "article",
    FORUM_POST: "forum_post",
    GROUP_POST: "group_post",
    PAGE_POST: "page_post",
  },
  NotificationType: {
    BUSINESS_UPDATE: "business_update",
    COMMENT: "comment",
    CONNECTION: "connection",
    CONNECTION_REQUEST: "connection_request",
    DATA_EXPORT_READY: "data_export_ready",
    EVENT_CANCELLED: "event_cancelled",
    EVENT_PROMOTED: "event_promoted",
    EVENT_REMINDER: "event_reminder",
    EVENT_UPDATED: "event_updated",
    GROUP_INVITATION: "group_invitation",
    GROUP_JOIN_DECISION: "group_join_decision",
    GROUP_JOIN_REQUEST: "group_join_request",
    MENTION: "mention",
    MESSAGE: "message",
    PAGE_FOLLOWED: "page_followed",
    PAGE_REVIEWED: "page_reviewed",
    REACTION: "reaction",
    REPORT_RESOLVED: "report_resolved",
  },
  ModerationTarget: Object.fromEntries(
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
      "PROFILE",
      "REVIEW",
    ].map((name) => [name, name]),
  ),
  AuditAction: Object.fromEntries(
    [
      "BAN_USER",
      "DELETE_CONTENT",
      "DELETE_USER",
      "LOCK_FORUM_POST",
      "PIN_FORUM_POST",
      "RESOLVE_REPORT",
      "UNBAN_USER",
      "UNLOCK_FORUM_POST",
      "UNPIN_FORUM_POST",
      "UNVERIFY_PAGE",
      "VERIFY_PAGE",
    ].map((name) => [name, name]),
  ),
};

/** An enum of the built schema as name -> stored value, sorted by name. */
function enumValues(schema: Awaited<ReturnType<typeof createSchema>>, name: string) {
  const type = schema.getType(name);
  if (!(type instanceof GraphQLEnumType)) throw new Error(`${name} is not an enum`);
  return Object.fromEntries(
    type
      .getValues()
      .map((value) => [value.name, value.value as string])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

describe("kinds declared by their areas", () => {
  it("builds each GraphQL enum from the areas' declarations, as pinned", async () => {
    const schema = await createSchema({ registry: createRegistry(modules) });
    for (const [name, values] of Object.entries(pinned))
      expect([name, enumValues(schema, name)]).toEqual([name, values]);
  });

  it("describes each value with what its area declared", async () => {
    const schema = await createSchema({ registry: createRegistry(modules) });
    for (const name of Object.keys(pinned)) {
      const type = schema.getType(name) as GraphQLEnumType;
      const undescribed = type.getValues().filter((value) => !value.description?.trim());
      expect([name, undescribed.map((value) => value.name)]).toEqual([name, []]);
    }
    expect(
      (schema.getType("FeedItemType") as GraphQLEnumType).getValue("ARTICLE")?.description,
    ).toBe("A member published an article.");
  });

  it("says which area owns each kind", () => {
    const owners = Object.fromEntries(
      (modules as readonly ModuleDefinition[]).flatMap((m) =>
        Object.keys(m.kinds?.feedItemTypes ?? {}).map((kind) => [kind, m.name]),
      ),
    );
    expect(owners).toMatchObject({
      ARTICLE: "articles",
      NEW_USER: "profiles",
      SHARED_POST: "feed",
    });
  });

  it("refuses a kind two areas claim, and a manifest entry for a kind nobody declares", () => {
    const twice: ModuleDefinition[] = [
      { name: "one", kinds: { feedItemTypes: { POLL: "poll" } } },
      { name: "two", kinds: { feedItemTypes: { POLL: "poll" } } },
    ];
    expect(() => createRegistry(twice)).toThrow('"POLL" is registered by both one and two');
    const undeclared: ModuleDefinition[] = [
      {
        name: "polls",
        feedKinds: { poll: { path: () => "/polls" } } as ModuleDefinition["feedKinds"],
      },
    ];
    expect(() => createRegistry(undeclared)).toThrow('Feed kind "poll" is not a declared kind');
    // Building a registry refills the enums: the app's own list puts every kind back.
    createRegistry(modules);
    expect(Object.keys(FeedItemType)).toHaveLength(Object.keys(pinned.FeedItemType).length);
  });

  describe("in the database", () => {
    let app: TestServer;
    beforeAll(async () => {
      app = await startTestServer();
    });
    afterAll(() => app.stop());

    // Where a kind is stored in a Postgres enum, the owning area's migration adds its value.
    it.each([
      ["feed_item_type", "FeedItemType"],
      ["reaction_content_type", "ContentType"],
      ["commentable_type", "CommentableType"],
    ])("the %s column type holds every %s value", async (pgType, graphqlEnum) => {
      const rows: { label: string }[] = await app.db.query(
        `SELECT enumlabel AS label FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid WHERE t.typname = $1`,
        [pgType],
      );
      expect(rows.map((r) => r.label).sort()).toEqual(Object.values(pinned[graphqlEnum]).sort());
    });
  });
});
