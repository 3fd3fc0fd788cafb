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

@ObjectType({ description: "A page of the viewer's notifications, newest first." })
export class NotificationConnection extends Connection(Notification, "Notification") {}

@ObjectType({ description: "The unread counts the header's badges show." })
export class UnreadCounts {
  @Field(() => Int, {
    description:
      "Direct messages the viewer received and has not read, in the conversations `conversations` lists: the sum of their `unreadCount`s " +
      "(none from a suspended member, or one on either side of a block with the viewer).",
  })
  messages: number;

  @Field(() => Int, { description: "The viewer's notifications not yet read." })
  notifications: number;
}

type NotificationEvent = { id: string; userId: string };

@Resolver(() => Notification)
export class NotificationsResolver {
  @Authorized()
  @Query(() => NotificationConnection, {
    description: `The viewer's notifications, newest first (a grouped one moves to the top when another action folds into it). Members only: UNAUTHENTICATED for a visitor, FORBIDDEN for a suspended member.`,
  })
  async notifications(
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<NotificationConnection> {
    return notificationsOf(ctx, ctx.viewer!, page);
  }

  @Authorized()
  @Query(() => UnreadCounts, {
    description: `How many of the viewer's messages and notifications are unread. Members only: UNAUTHENTICATED for a visitor, FORBIDDEN for a suspended member.`,
  })
  async unreadCounts(@Ctx() ctx: Context): Promise<UnreadCounts> {
    return unreadCounts(ctx, ctx.viewer!);
  }

  @Authorized()
  @Mutation(() => Notification, {
    description: `Marks one of the viewer's notifications read and answers it; harmless when already read. Members only: UNAUTHENTICATED for a visitor, FORBIDDEN for a suspended member. Errors: NOT_FOUND when the viewer has no notification with that id.`,
  })
  async markNotificationRead(
    @IdArg("id", "The notification to mark read.") id: string,
    @Ctx() ctx: Context,
  ): Promise<Notification> {
    return markNotificationRead(ctx, ctx.viewer!, id);
  }

  @Authorized()
  @Mutation(() => Int, {
    description: `Marks every unread notification of the viewer read; answers how many changed. Members only: UNAUTHENTICATED for a visitor, FORBIDDEN for a suspended member.`,
  })
  async markAllNotificationsRead(@Ctx() ctx: Context): Promise<number> {
    return markAllNotificationsRead(ctx, ctx.viewer!);
  }

  @FieldResolver(() => [Profile], {
    description:
      "The members who did it, newest first: at most 3 (`actorCount` tells how many in all); a member whose account is gone is left out.",
  })
  async actors(@Root() notification: Notification, @Ctx() ctx: Context): Promise<Profile[]> {
    const profiles = await Promise.all(
      notification.actorIds.slice(0, 3).map((id) => ctx.loaders.profileById.load(id)),
    );
    return profiles.filter((p): p is Profile => p !== null);
  }

  @FieldResolver(() => Int, {
    description:
      "How many members did it ('Ana Lee and 4 others reacted to your article' is 5); 0 when no member did (a system notice).",
  })
  actorCount(@Root() notification: Notification): number {
    return notification.actorIds.length;
  }

  @Authorized()
  @UseMiddleware(freshLoadersPerEvent)
  @Subscription(() => Notification, {
    topics: "NOTIFICATION_ADDED",
    topicId: viewerTopic,
    description:
      "Each new notification for the viewer, and each grouped one when another action folds into it (merge it by id). Members only (the socket needs a member's token).",
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
