import fs from "node:fs";
import path from "node:path";
import { screen, waitFor, within } from "@testing-library/react";
import { appFeatures } from "../../client/src/app-setup";
import * as kinds from "../../client/src/features/notifications/kinds";
import type { NotificationType } from "../../client/src/gql/types";
import { articleHandlers, authorOf, makeArticle } from "./support/articles";
import { makeViewer, type ViewerFixture } from "./support/fixtures";
import { api, gqlData, graphQLError, meHandler } from "./support/graphql";
import { renderLiveApp } from "./support/live";
import { renderApp } from "./support/render";
import { server } from "./support/server";

/** What a notification opens, among the app's areas. */
const notificationTarget = (notification: Parameters<typeof kinds.notificationTarget>[1]) =>
  kinds.notificationTarget(appFeatures, notification);

let sequence = 0;

/** A member a notification tells of, as its `actors` list them. */
function makeActor(fullName: string) {
  sequence += 1;
  return {
    __typename: "Profile" as const,
    id: `50000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`,
    fullName,
    username: fullName.toLowerCase().replace(/\s+/g, "."),
    avatarUrl: null,
    avatarThumbnailUrl: null,
  };
}

type ActorFixture = ReturnType<typeof makeActor>;

interface NotificationOptions {
  type?: NotificationType;
  title?: string;
  message?: string;
  read?: boolean;
  data?: Record<string, unknown> | null;
  path?: string | null;
  /** Newest first; none by default (a row written before notifications listed them). */
  actors?: ActorFixture[];
  actorCount?: number;
}

function makeNotification(options: NotificationOptions = {}) {
  sequence += 1;
  const actors = options.actors ?? [];
  return {
    __typename: "Notification" as const,
    id: `40000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`,
    type: options.type ?? "MESSAGE",
    title: options.title ?? "New Message",
    message: options.message ?? "Grace Hopper sent you a message",
    read: options.read ?? false,
    data: options.data ?? null,
    createdAt: new Date(Date.now() - sequence * 60_000).toISOString(),
    path: options.path ?? null,
    actors,
    actorCount: options.actorCount ?? actors.length,
  };
}

type NotificationFixture = ReturnType<typeof makeNotification>;

function notificationPage(notes: NotificationFixture[], hasNextPage = false) {
  return {
    __typename: "NotificationConnection",
    totalCount: notes.length,
    edges: notes.map((node) => ({ __typename: "NotificationEdge", cursor: `c-${node.id}`, node })),
    pageInfo: {
      __typename: "PageInfo",
      hasNextPage,
      endCursor: notes.length ? `c-${notes.at(-1)!.id}` : null,
    },
  };
}

/**
 * The server's side of notifications, as a small in-memory store: marking read changes what later
 * reads (and the unread count) see.
 */
function notificationHandlers(me: ViewerFixture, notes: NotificationFixture[]) {
  const calls = { markAll: 0, markOne: [] as string[], counts: 0 };
  const unread = () => notes.filter((note) => !note.read).length;
  server.use(
    meHandler(me),
    api.query("UnreadCounts", () => {
      calls.counts += 1;
      return gqlData({
        unreadCounts: { __typename: "UnreadCounts", messages: 0, notifications: unread() },
      });
    }),
    api.query("InboxPreview", () =>
      gqlData({
        inbox: {
          __typename: "MessageConnection",
          totalCount: 0,
          edges: [],
          pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
        },
      }),
    ),
    api.query("Notifications", () => gqlData({ notifications: notificationPage(notes) })),
    api.mutation("MarkAllNotificationsRead", () => {
      calls.markAll += 1;
      const count = unread();
      notes.forEach((note) => (note.read = true));
      return gqlData({ markAllNotificationsRead: count });
    }),
    api.mutation("MarkNotificationRead", ({ variables }) => {
      const note = notes.find((entry) => entry.id === variables.id)!;
      calls.markOne.push(note.id);
      note.read = true;
      return gqlData({
        markNotificationRead: { __typename: "Notification", id: note.id, read: true },
      });
    }),
  );
  return calls;
}

function notificationsBell() {
  return within(screen.getByRole("banner")).findByRole("button", { name: /^Notifications/ });
}

describe("the notifications bell", () => {
  it("shows 'No notifications yet' and no badge when there are none", async () => {
    notificationHandlers(makeViewer(), []);
    const { user } = renderApp("/");

    const bell = await notificationsBell();
    expect(bell).toHaveAccessibleName("Notifications");
    await user.click(bell);

    const dialog = await screen.findByRole("dialog", { name: "Notifications" });
    expect(await within(dialog).findByText("No notifications yet")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Mark all as read" })).toBeDisabled();
    expect(within(dialog).getByRole("link", { name: "View all notifications" })).toHaveAttribute(
      "href",
      "/notifications",
    );
  });

  it("lists notifications; 'Mark all as read' calls the server and clears the badge", async () => {
    const notes = [
      makeNotification(),
      makeNotification({
        type: "CONNECTION_REQUEST",
        title: "New Connection Request",
        message: "Alan Turing sent you a friend request",
      }),
      makeNotification({ title: "Group Activity", type: "GROUP_JOIN_DECISION", read: true }),
    ];
    const calls = notificationHandlers(makeViewer(), notes);
    const { user } = renderApp("/");

    const bell = await within(screen.getByRole("banner")).findByRole("button", {
      name: "Notifications (2 unread)",
    });
    expect(screen.getByTestId("notifications-badge")).toHaveTextContent("2");
    await user.click(bell);
    const list = await screen.findByRole("list", { name: "Recent notifications" });
    expect(within(list).getAllByRole("button")).toHaveLength(3);
    expect(within(list).getByText("Alan Turing sent you a friend request")).toBeInTheDocument();
    expect(within(list).getAllByText("Unread")).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Mark all as read" }));

    await waitFor(() => expect(calls.markAll).toBe(1));
    await waitFor(() =>
      expect(screen.queryByTestId("notifications-badge")).not.toBeInTheDocument(),
    );
    expect(
      within(screen.getByRole("banner")).getByRole("button", { name: "Notifications" }),
    ).toBeInTheDocument();
    expect(within(list).queryByText("Unread")).not.toBeInTheDocument();
  });

  it("marks a notification read and goes where it points", async () => {
    const note = makeNotification({
      type: "CONNECTION_REQUEST",
      title: "New Connection Request",
      message: "Alan Turing sent you a friend request",
      data: { senderId: "50000000-0000-4000-8000-000000000001" },
    });
    const calls = notificationHandlers(makeViewer(), [note]);
    server.use(api.query("ProfileHeader", () => gqlData({ profile: null })));
    const { user } = renderApp("/");

    await user.click(await notificationsBell());
    await user.click(await screen.findByRole("button", { name: /New Connection Request/ }));

    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent(
        "/profile/50000000-0000-4000-8000-000000000001",
      ),
    );
    await waitFor(() => expect(calls.markOne).toEqual([note.id]));
    await waitFor(() =>
      expect(
        within(screen.getByRole("banner")).getByRole("button", { name: /^Notifications/ }),
      ).toHaveAccessibleName("Notifications"),
    );
  });
});

describe("/notifications", () => {
  it("offers 'Mark all as read (3)' while some are unread, and hides it once done", async () => {
    const notes = [
      makeNotification(),
      makeNotification({ message: "Alan Turing sent you a message" }),
      makeNotification({ message: "Ada Lovelace sent you a message" }),
      makeNotification({ title: "Group Activity", type: "GROUP_JOIN_DECISION", read: true }),
    ];
    const calls = notificationHandlers(makeViewer(), notes);
    const { user } = renderApp("/notifications");

    const list = await screen.findByRole("list", { name: "Notifications" });
    expect(within(list).getAllByRole("button")).toHaveLength(4);
    const markAll = await screen.findByRole("button", { name: "Mark all as read (3)" });

    await user.click(markAll);

    await waitFor(() => expect(calls.markAll).toBe(1));
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: /Mark all as read/ })).not.toBeInTheDocument(),
    );
    expect(within(list).queryByText("Unread")).not.toBeInTheDocument();
  });

  it("shows no 'Mark all as read' when everything is read", async () => {
    notificationHandlers(makeViewer(), [makeNotification({ read: true })]);
    renderApp("/notifications");

    await screen.findByRole("list", { name: "Notifications" });
    expect(screen.queryByRole("button", { name: /Mark all as read/ })).not.toBeInTheDocument();
  });

  it("says 'You have no notifications' when there are none", async () => {
    notificationHandlers(makeViewer(), []);
    renderApp("/notifications");

    expect(
      await screen.findByRole("heading", { name: "You have no notifications" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Mark all as read/ })).not.toBeInTheDocument();
  });

  it("shows an error with a retry when the list cannot be loaded", async () => {
    notificationHandlers(makeViewer(), []);
    let failing = true;
    server.use(
      api.query("Notifications", () =>
        failing
          ? graphQLError("Unexpected error.", "INTERNAL_SERVER_ERROR")
          : gqlData({ notifications: notificationPage([makeNotification()]) }),
      ),
    );
    const { user } = renderApp("/notifications");

    expect(await screen.findByText("Failed to load notifications")).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));

    expect(await screen.findByRole("list", { name: "Notifications" })).toBeInTheDocument();
  });

  it("loads more when there are older notifications", async () => {
    const first = [makeNotification({ message: "Newest one" })];
    const older = [makeNotification({ message: "Older one", read: true })];
    notificationHandlers(makeViewer(), first);
    server.use(
      api.query("Notifications", ({ variables }) =>
        gqlData({
          notifications: variables.after ? notificationPage(older) : notificationPage(first, true),
        }),
      ),
    );
    const { user } = renderApp("/notifications");

    expect(await screen.findByText("Newest one")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Load more" }));

    expect(await screen.findByText("Older one")).toBeInTheDocument();
    expect(screen.getByText("Newest one")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });
});

describe("grouped notifications", () => {
  it("shows who did it, newest first, and opens the row's path", async () => {
    const me = makeViewer({ fullName: "Grace Hopper" });
    const article = makeArticle({ title: "Notes on the Engine", author: authorOf(me) });
    const message = 'Ana Lee and 4 others reacted to your article "Notes on the Engine"';
    const note = makeNotification({
      type: "REACTION",
      title: "New Reaction",
      message,
      actors: [makeActor("Ana Lee"), makeActor("Ben Ray"), makeActor("Cy Diaz")],
      actorCount: 5,
      path: `/articles/${article.id}`,
    });
    const calls = notificationHandlers(me, [note]);
    server.use(...articleHandlers([article]).handlers);
    const { user } = renderApp("/notifications");

    const list = await screen.findByRole("list", { name: "Notifications" });
    const row = within(list).getByRole("button", { name: /New Reaction/ });
    // The avatars are decorative: the row reads as its title and message.
    expect(row).toHaveAccessibleName(new RegExp(`^New Reaction ${message}`));
    const avatars = within(row).getByTestId("notification-actors");
    expect(
      within(avatars)
        .getAllByText(/^[A-Z]$/)
        .map((initial) => initial.textContent),
    ).toEqual(["A", "B", "C"]);

    await user.click(row);

    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent(`/articles/${article.id}`),
    );
    await waitFor(() => expect(calls.markOne).toEqual([note.id]));
  });

  it("shows the kind's icon alone for a row that lists nobody", async () => {
    notificationHandlers(makeViewer(), [makeNotification()]);
    renderApp("/notifications");

    const list = await screen.findByRole("list", { name: "Notifications" });
    expect(within(list).getByText("Grace Hopper sent you a message")).toBeInTheDocument();
    expect(within(list).queryByTestId("notification-actors")).not.toBeInTheDocument();
  });
});

describe("a notification folded again live", () => {
  const banner = () => within(screen.getByRole("banner"));
  const ana = makeActor("Ana Lee");
  const ben = makeActor("Ben Ray");

  /** The bell open on two notifications, the older one a reaction by Ana Lee, and live updates on. */
  async function openBell(reactionRead: boolean) {
    const newer = makeNotification({ message: "Grace Hopper sent you a message" });
    const reaction = makeNotification({
      type: "REACTION",
      title: "New Reaction",
      message: 'Ana Lee reacted to your article "Notes"',
      read: reactionRead,
      actors: [ana],
      path: "/articles/60000000-0000-4000-8000-000000000003",
    });
    const notes = [newer, reaction];
    const calls = notificationHandlers(makeViewer(), notes);
    const { live, user } = renderLiveApp("/");
    const unread = reactionRead ? 1 : 2;
    await user.click(
      await banner().findByRole("button", { name: `Notifications (${unread} unread)` }),
    );
    const list = await screen.findByRole("list", { name: "Recent notifications" });
    await within(list).findByText('Ana Lee reacted to your article "Notes"');
    await waitFor(() => expect(live.active("NotificationAdded")).toBe(true));
    return { notes, reaction, calls, live, list };
  }

  /** The server folds Ben Ray's reaction into Ana Lee's row: on top, unread, and delivered again. */
  function fold({ notes, reaction, live }: Awaited<ReturnType<typeof openBell>>) {
    Object.assign(reaction, {
      message: 'Ben Ray and Ana Lee reacted to your article "Notes"',
      read: false,
      actors: [ben, ana],
      actorCount: 2,
      createdAt: new Date().toISOString(),
    });
    notes.splice(notes.indexOf(reaction), 1);
    notes.unshift(reaction);
    live.emit("NotificationAdded", { notificationAdded: { ...reaction } });
  }

  it("moves the row to the top once, and leaves the count when it was unread", async () => {
    const bell = await openBell(false);
    const asked = bell.calls.counts;

    fold(bell);

    await waitFor(() =>
      expect(within(bell.list).getAllByRole("button")[0]).toHaveTextContent(
        'Ben Ray and Ana Lee reacted to your article "Notes"',
      ),
    );
    const rows = within(bell.list).getAllByRole("button");
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent("Grace Hopper sent you a message");
    expect(
      within(bell.list).queryByText('Ana Lee reacted to your article "Notes"'),
    ).not.toBeInTheDocument();
    const avatars = within(rows[0]).getByTestId("notification-actors");
    expect(
      within(avatars)
        .getAllByText(/^[A-Z]$/)
        .map((initial) => initial.textContent),
    ).toEqual(["B", "A"]);
    expect(banner().getByRole("button", { name: "Notifications (2 unread)" })).toBeInTheDocument();
    await waitFor(() => expect(bell.calls.counts).toBeGreaterThan(asked));
    expect(banner().getByRole("button", { name: "Notifications (2 unread)" })).toBeInTheDocument();
  });

  it("marks a read row unread again and counts it", async () => {
    const bell = await openBell(true);
    expect(within(bell.list).getAllByText("Unread")).toHaveLength(1);

    fold(bell);

    expect(
      await banner().findByRole("button", { name: "Notifications (2 unread)" }),
    ).toBeInTheDocument();
    const rows = within(bell.list).getAllByRole("button");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Ben Ray and Ana Lee reacted to your article "Notes"');
    expect(within(rows[0]).getByText("Unread")).toBeInTheDocument();
  });
});

/** Every NotificationType of the schema, as the generated client types list them. */
function generatedNotificationTypes(): string[] {
  const types = fs.readFileSync(path.join(__dirname, "../../client/src/gql/types.ts"), "utf8");
  // The values' descriptions (JSDoc comments, which may hold a ';') go before the union is read.
  const union = /export type NotificationType =([^;]*);/.exec(
    types.replace(/\/\*\*[\s\S]*?\*\//g, ""),
  );
  if (!union) throw new Error("NotificationType not found in client/src/gql/types.ts");
  return [...union[1].matchAll(/'([A-Z_]+)'/g)].map((match) => match[1]).sort();
}

const IDS = {
  member: "60000000-0000-4000-8000-000000000001",
  idea: "60000000-0000-4000-8000-000000000002",
  article: "60000000-0000-4000-8000-000000000003",
  event: "60000000-0000-4000-8000-000000000004",
  group: "60000000-0000-4000-8000-000000000005",
  post: "60000000-0000-4000-8000-000000000006",
  forumPost: "60000000-0000-4000-8000-000000000007",
  other: "60000000-0000-4000-8000-000000000008",
};

/**
 * Each type's data as the server writes it (`notify(` in server/modules), and where it must lead. Typed
 * by every NotificationType, and checked against the generated list, so a new type without a target
 * fails here.
 */
const EVERY_KIND: Record<NotificationType, { data: Record<string, unknown>; opens: string }> = {
  BUSINESS_UPDATE: {
    data: { businessIdeaId: IDS.idea, updateId: IDS.other },
    opens: `/investing/${IDS.idea}`,
  },
  COMMENT: {
    data: {
      senderId: IDS.member,
      contentType: "article",
      contentId: IDS.article,
      commentId: IDS.other,
      path: `/articles/${IDS.article}`,
    },
    opens: `/articles/${IDS.article}`,
  },
  CONNECTION: {
    data: { senderId: IDS.member, from_user_id: IDS.member },
    opens: `/profile/${IDS.member}`,
  },
  CONNECTION_REQUEST: {
    data: { senderId: IDS.member, from_user_id: IDS.member },
    opens: `/profile/${IDS.member}`,
  },
  DATA_EXPORT_READY: { data: { exportId: IDS.other }, opens: "/settings?tab=privacy" },
  EVENT_CANCELLED: { data: { eventId: IDS.event }, opens: `/events/${IDS.event}` },
  EVENT_PROMOTED: { data: { eventId: IDS.event }, opens: `/events/${IDS.event}` },
  EVENT_REMINDER: { data: { eventId: IDS.event }, opens: `/events/${IDS.event}` },
  EVENT_UPDATED: { data: { eventId: IDS.event }, opens: `/events/${IDS.event}` },
  GROUP_INVITATION: {
    data: { senderId: IDS.member, groupId: IDS.group, invitationId: IDS.other },
    opens: `/groups/${IDS.group}`,
  },
  GROUP_JOIN_DECISION: {
    data: { groupId: IDS.group, status: "APPROVED" },
    opens: `/groups/${IDS.group}`,
  },
  GROUP_JOIN_REQUEST: {
    data: { senderId: IDS.member, groupId: IDS.group, requestId: IDS.other },
    opens: `/groups/${IDS.group}`,
  },
  MENTION: {
    data: {
      senderId: IDS.member,
      contentType: "group_post",
      contentId: IDS.post,
      path: `/groups/${IDS.group}?post=${IDS.post}`,
    },
    opens: `/groups/${IDS.group}?post=${IDS.post}`,
  },
  MESSAGE: {
    data: { senderId: IDS.member, messageId: IDS.other, messageType: "text" },
    opens: "/messages",
  },
  PAGE_FOLLOWED: {
    data: { senderId: IDS.member, pageId: IDS.other, path: `/business/${IDS.other}` },
    opens: `/business/${IDS.other}`,
  },
  PAGE_REVIEWED: {
    data: {
      senderId: IDS.member,
      pageId: IDS.other,
      reviewId: IDS.post,
      path: `/business/${IDS.other}?tab=reviews`,
    },
    opens: `/business/${IDS.other}?tab=reviews`,
  },
  REACTION: {
    data: {
      senderId: IDS.member,
      contentType: "group_post",
      contentId: IDS.post,
      reactionType: "like",
      path: `/groups/${IDS.group}?post=${IDS.post}`,
    },
    opens: `/groups/${IDS.group}?post=${IDS.post}`,
  },
  REPORT_RESOLVED: {
    data: { reportId: IDS.other, action: "DISMISS", path: `/forums/${IDS.forumPost}` },
    opens: `/forums/${IDS.forumPost}`,
  },
};

describe("what a notification opens", () => {
  it("has a target for every notification type the schema has", () => {
    const types = generatedNotificationTypes();
    expect(types.length).toBeGreaterThan(10);
    expect(Object.keys(EVERY_KIND).sort()).toEqual(types);
    for (const type of types) {
      const { data, opens } = EVERY_KIND[type as NotificationType];
      expect({
        type,
        to: notificationTarget({ type: type as NotificationType, data, path: null })?.to,
      }).toEqual({ type, to: opens });
    }
  });

  it("opens the path the server gives first, whatever the kind would", () => {
    const opens = (type: NotificationType, path: string | null) =>
      notificationTarget({ type, data: EVERY_KIND[type].data, path })?.to;
    expect(opens("MESSAGE", `/articles/${IDS.article}`)).toBe(`/articles/${IDS.article}`);
    expect(opens("GROUP_INVITATION", `/groups/${IDS.group}?tab=about`)).toBe(
      `/groups/${IDS.group}?tab=about`,
    );
    // Only an app route counts: anything else leaves the kind to say.
    expect(opens("MESSAGE", "https://example.com/")).toBe("/messages");
    expect(opens("GROUP_INVITATION", "")).toBe(`/groups/${IDS.group}`);
  });

  it("opens the content of a reaction or comment written without its route by the content's type", () => {
    const without = (type: NotificationType, contentType: string, contentId: string) =>
      notificationTarget({
        type,
        data: { senderId: IDS.member, contentType, contentId },
        path: null,
      })?.to;
    expect(without("REACTION", "article", IDS.article)).toBe(`/articles/${IDS.article}`);
    expect(without("REACTION", "forum_post", IDS.forumPost)).toBe(`/forums/${IDS.forumPost}`);
    expect(without("REACTION", "business_idea", IDS.idea)).toBe(`/investing/${IDS.idea}`);
    expect(without("COMMENT", "article", IDS.article)).toBe(`/articles/${IDS.article}`);
    // A post's id alone does not name its group or page: their directories.
    expect(without("REACTION", "group_post", IDS.post)).toBe("/groups");
    expect(without("REACTION", "page_post", IDS.post)).toBe("/business");
    // A report about content since removed: the notifications page, where its outcome is told.
    expect(
      notificationTarget({
        type: "REPORT_RESOLVED",
        data: { reportId: IDS.other, action: "DELETE_CONTENT" },
        path: null,
      })?.to,
    ).toBe("/notifications");
  });

  it("opens the article when a member clicks a 'New Reaction' notification", async () => {
    const me = makeViewer({ fullName: "Grace Hopper" });
    const article = makeArticle({ title: "Notes on the Engine", author: authorOf(me) });
    const note = makeNotification({
      type: "REACTION",
      title: "New Reaction",
      message: 'Ada Lovelace reacted with Love to your article "Notes on the Engine"',
      data: {
        senderId: IDS.member,
        contentType: "article",
        contentId: article.id,
        reactionType: "love",
        path: `/articles/${article.id}`,
      },
    });
    const calls = notificationHandlers(me, [note]);
    server.use(
      ...articleHandlers([article]).handlers,
      api.query("Comments", () =>
        gqlData({
          comments: {
            __typename: "CommentConnection",
            totalCount: 0,
            edges: [],
            pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
          },
        }),
      ),
    );
    const { user } = renderApp("/notifications");

    await user.click(await screen.findByRole("button", { name: /New Reaction/ }));

    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent(`/articles/${article.id}`),
    );
    expect(
      await screen.findByRole("heading", { name: "Notes on the Engine", level: 1 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls.markOne).toEqual([note.id]));
  });
});
