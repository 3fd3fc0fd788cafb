// Probe events for subscriptions: one event, published on the test server's own pub/sub (Postgres or Redis,
// as configured), that a subscription on the given topic certainly delivers, carrying a marker nothing else
// carries. `listen` (graphql-client.ts) uses them to know a subscription is in place and that everything
// published before a point has been delivered. They touch no data of the members under test: the rows a
// probe needs belong to probe members of its own.
import crypto from "node:crypto";
import type { Pool } from "pg";
import { inTransaction } from "../../server/db/transaction";
import { createEventBus } from "../../server/graphql/pubsub";
import { createLogger } from "../../server/logger";
import { Comment } from "../../server/modules/comments/comment.entity";
import { type CommentableType } from "../../server/kernel/kinds";
import { addFeedItem } from "../../server/modules/feed/feed.service";
import { GroupPost } from "../../server/modules/groups/group.entity";
import { Message } from "../../server/modules/messages/message.entity";
import { Notification } from "../../server/modules/notifications/notification.entity";
import { insertMembers } from "./feed";
import type { TestServer } from "./server";

/**
 * Prepares one probe event and answers its marker (which must appear in the fields the subscription
 * selects) and how to publish it; the listener registers the marker before publishing.
 */
export type Probe = () => Promise<{ marker: string; publish: () => unknown }>;

export type Probes = Awaited<ReturnType<typeof openProbes>>;

export async function openProbes(server: TestServer) {
  const pool = (server.db.driver as unknown as { master: Pool }).master;
  const bus = await createEventBus({
    databaseUrl: server.databaseUrl,
    pool,
    redisUrl: process.env.REDIS_URL,
    log: createLogger("silent", false),
  });
  const { pubSub } = bus;
  // Two members who never sign in, between whom the probes' messages and notifications are written.
  let pair: Promise<{ id: string }[]> | undefined;
  const probeMembers = () => (pair ??= insertMembers(server, 2));

  const message =
    (topic: "MESSAGE_RECEIVED" | "MESSAGE_READ") =>
    (memberId: string): Probe =>
    async () => {
      const [from, to] = await probeMembers();
      const marker = `probe ${crypto.randomUUID()}`;
      const { id } = await server.db
        .getRepository(Message)
        .save({ senderId: from.id, receiverId: to.id, content: marker });
      return {
        marker,
        publish: () =>
          pubSub.publish(topic, memberId, { id, senderId: memberId, receiverId: memberId }),
      };
    };

  return {
    /** `typing { userId }`: someone is typing to the member; the marker is that someone's id. */
    typing:
      (memberId: string): Probe =>
      async () => {
        const marker = crypto.randomUUID();
        return {
          marker,
          publish: () => pubSub.publish("TYPING", memberId, { fromId: marker, toId: memberId }),
        };
      },
    /**
     * `connectionChanged { user { id } … }`: a fresh probe member and the member, between whom there is no
     * connection (status null); the marker is the probe member's id.
     */
    connection:
      (memberId: string): Probe =>
      async () => {
        const [probe] = await insertMembers(server, 1);
        return {
          marker: probe.id,
          publish: () =>
            pubSub.publish("CONNECTION_CHANGED", memberId, {
              userId: probe.id,
              connectedUserId: memberId,
            }),
        };
      },
    /** `messageReceived { content }`: a message between the probe members; the marker is its content. */
    messageReceived: message("MESSAGE_RECEIVED"),
    /** `messageRead { content }`: as messageReceived. */
    messageRead: message("MESSAGE_READ"),
    /** `notificationAdded { title }`: a probe member's notification; the marker is its title. */
    notification:
      (memberId: string): Probe =>
      async () => {
        const [, to] = await probeMembers();
        const marker = `probe ${crypto.randomUUID()}`;
        const { id } = await server.db.getRepository(Notification).save({
          userId: to.id,
          type: "message",
          title: marker,
          message: marker,
        });
        return {
          marker,
          publish: () => pubSub.publish("NOTIFICATION_ADDED", memberId, { id, userId: memberId }),
        };
      },
    /**
     * `feedItemAdded { title }`: an item by a probe member, published to every open feed after its commit;
     * the marker is its title. The item stays in the feed.
     */
    feedItem: (): Probe => async () => {
      const [author] = await probeMembers();
      const marker = `probe ${crypto.randomUUID()}`;
      return {
        marker,
        publish: () =>
          inTransaction(server.db, (tx, afterCommit) =>
            addFeedItem(tx, afterCommit, pubSub, {
              type: "event",
              userId: author.id,
              contentId: author.id,
              title: marker,
            }),
          ),
      };
    },
    /**
     * `commentAdded { content }`: a probe member's comment on the content, published after it is written;
     * the marker is its text. The comment stays (it counts among the content's comments).
     */
    comment:
      (contentType: CommentableType, contentId: string): Probe =>
      async () => {
        const [author] = await probeMembers();
        const marker = `probe ${crypto.randomUUID()}`;
        const { id } = await server.db
          .getRepository(Comment)
          .save({ contentType, contentId, authorId: author.id, content: marker, editedAt: null });
        return {
          marker,
          publish: () => pubSub.publish("COMMENT_ADDED", { id, contentType, contentId }),
        };
      },
    /**
     * `groupPostAdded { content }`: a probe member's post in the group, published after it is written; the
     * marker is its text. The post stays (it counts among the group's posts).
     */
    groupPost:
      (groupId: string): Probe =>
      async () => {
        const [author] = await probeMembers();
        const marker = `probe ${crypto.randomUUID()}`;
        const { id } = await server.db
          .getRepository(GroupPost)
          .save({ groupId, authorId: author.id, content: marker });
        return { marker, publish: () => pubSub.publish("GROUP_POST_ADDED", groupId, { id }) };
      },
    close: () => bus.close(),
  };
}
