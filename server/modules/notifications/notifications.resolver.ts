import {
  Arg,
  Authorized,
  Ctx,
  Field,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  Subscription,
  UseMiddleware,
} from "type-graphql";
import { ID } from "../../graphql/ids";
import type { Context } from "../../graphql/context";
import { freshLoadersPerEvent } from "../../graphql/fresh-loaders";
import { viewerTopic } from "../../graphql/subscriptions";
import { NotFoundError } from "../../graphql/errors";
import { isUuid } from "../../graphql/ids";
import { Connection, keysetPage } from "../../graphql/pagination";
import { Notification } from "./notification.entity";

@ObjectType()
export class NotificationConnection extends Connection(Notification, "Notification") {}

@ObjectType({ description: "What the bells show" })
export class UnreadCounts {
  @Field(() => Int, { description: "Unread messages received" })
  messages: number;

  @Field(() => Int, { description: "Unread notifications" })
  notifications: number;
}

type NotificationEvent = { id: string; userId: string };

@Resolver(() => Notification)
export class NotificationsResolver {
  @Authorized()
  @Query(() => NotificationConnection, { description: "The viewer's notifications, newest first" })
  async notifications(
    @Arg("first", () => Int, { nullable: true }) first: number | null,
    @Arg("after", () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
  ): Promise<NotificationConnection> {
    const userId = ctx.viewer!.id;
    return keysetPage(
      () =>
        ctx.db
          .getRepository(Notification)
          .createQueryBuilder("n")
          .where("n.user_id = :userId", { userId }),
      "n",
      { first, after },
    );
  }

  @Authorized()
  @Query(() => UnreadCounts)
  async unreadCounts(@Ctx() ctx: Context): Promise<UnreadCounts> {
    const [row]: UnreadCounts[] = await ctx.db.query(
      `SELECT (SELECT count(*)::int FROM messages WHERE receiver_id = $1 AND NOT read) AS messages,
              (SELECT count(*)::int FROM notifications WHERE user_id = $1 AND NOT read) AS notifications`,
      [ctx.viewer!.id],
    );
    return row;
  }

  @Authorized()
  @Mutation(() => Notification, { description: "Marks one of the viewer's notifications read" })
  async markNotificationRead(
    @Arg("id", () => ID) id: string,
    @Ctx() ctx: Context,
  ): Promise<Notification> {
    const repo = ctx.db.getRepository(Notification);
    const note = isUuid(id) ? await repo.findOneBy({ id, userId: ctx.viewer!.id }) : null;
    if (!note) throw new NotFoundError("Notification");
    if (!note.read) await repo.update({ id }, { read: true });
    return repo.findOneByOrFail({ id });
  }

  @Authorized()
  @Mutation(() => Int, {
    description: "Marks every unread notification of the viewer read; answers how many",
  })
  async markAllNotificationsRead(@Ctx() ctx: Context): Promise<number> {
    const result = await ctx.db
      .getRepository(Notification)
      .update({ userId: ctx.viewer!.id, read: false }, { read: true });
    return result.affected ?? 0;
  }

  @Authorized()
  @UseMiddleware(freshLoadersPerEvent)
  @Subscription(() => Notification, {
    topics: "NOTIFICATION_ADDED",
    topicId: viewerTopic,
    description: "A new notification for the viewer",
    filter: ({ payload, context }: { payload: NotificationEvent; context: Context }) =>
      payload.userId === context.viewer?.id,
  })
  async notificationAdded(
    @Root() payload: NotificationEvent,
    @Ctx() ctx: Context,
  ): Promise<Notification> {
    const note = await ctx.db.getRepository(Notification).findOneBy({ id: payload.id });
    if (!note) throw new NotFoundError("Notification");
    return note;
  }
}
