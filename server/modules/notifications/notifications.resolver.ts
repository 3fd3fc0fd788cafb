import {
  Args,
  FieldResolver,
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
import { IdArg } from "../../graphql/args";
import type { Context } from "../../kernel/context";
import { freshLoadersPerEvent } from "../../graphql/fresh-loaders";
import { viewerTopic } from "../../graphql/subscriptions";
import { Connection, PageArgs } from "../../graphql/pagination";
import { Profile } from "../profiles";
import { Notification } from "./notification.entity";
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationForEvent,
  notificationsOf,
  unreadCounts,
} from "./notifications.service";

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
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<NotificationConnection> {
    return notificationsOf(ctx, ctx.viewer!, page);
  }

  @Authorized()
  @Query(() => UnreadCounts)
  async unreadCounts(@Ctx() ctx: Context): Promise<UnreadCounts> {
    return unreadCounts(ctx, ctx.viewer!);
  }

  @Authorized()
  @Mutation(() => Notification, { description: "Marks one of the viewer's notifications read" })
  async markNotificationRead(@IdArg("id") id: string, @Ctx() ctx: Context): Promise<Notification> {
    return markNotificationRead(ctx, ctx.viewer!, id);
  }

  @Authorized()
  @Mutation(() => Int, {
    description: "Marks every unread notification of the viewer read; answers how many",
  })
  async markAllNotificationsRead(@Ctx() ctx: Context): Promise<number> {
    return markAllNotificationsRead(ctx, ctx.viewer!);
  }

  @FieldResolver(() => [Profile], {
    description: "Who did it, newest first (at most 3 listed; actorCount tells how many in all)",
  })
  async actors(@Root() notification: Notification, @Ctx() ctx: Context): Promise<Profile[]> {
    const profiles = await Promise.all(
      notification.actorIds.slice(0, 3).map((id) => ctx.loaders.profileById.load(id)),
    );
    return profiles.filter((p): p is Profile => p !== null);
  }

  @FieldResolver(() => Int, {
    description: "How many members did it: 'Ana Lee and 4 others reacted to your article' is 5",
  })
  actorCount(@Root() notification: Notification): number {
    return notification.actorIds.length;
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
    return notificationForEvent(ctx, payload.id);
  }
}
