import {
  Arg,
  Args,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
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
import { IdArg } from "../../graphql/args";
import type { Context } from "../../kernel/context";
import { freshLoadersPerEvent } from "../../graphql/fresh-loaders";
import { viewerTopic } from "../../graphql/subscriptions";
import { Connection, PageArgs } from "../../graphql/pagination";
import { ProfileConnection } from "../profiles";
import { Profile } from "../profiles";
import { Message, MessageType } from "./message.entity";
import { SendMessageInput } from "./messages.inputs";
import * as messages from "./messages.service";

@ObjectType()
export class MessageConnection extends Connection(Message, "Message") {}

@ObjectType({ description: "Someone is typing to the viewer (not stored)" })
export class TypingEvent {
  @Field(() => ID)
  userId: string;
}

/**
 * What a message topic carries. Not named `MessageEvent`: a decorated parameter's type is read at run time,
 * and that name reaches the DOM's global class in Node 22 and later, which TypeGraphQL would construct.
 */
export type MessageSignal = { id: string; senderId: string; receiverId: string };
const involves = ({ payload, context }: { payload: MessageSignal; context: Context }) =>
  !!context.viewer &&
  (payload.receiverId === context.viewer.id || payload.senderId === context.viewer.id);

const loadMessage = (ctx: Context, id: string) => messages.messageForEvent(ctx, id);

@Resolver(() => Message)
export class MessagesResolver {
  @Authorized()
  @Mutation(() => Message, { description: "Sends a direct message; the receiver is notified" })
  async sendMessage(@Arg("input") input: SendMessageInput, @Ctx() ctx: Context): Promise<Message> {
    await ctx.rateLimits.message(ctx.viewer!.id);
    return messages.sendMessage(ctx, ctx.viewer!, input);
  }

  @Authorized()
  @Mutation(() => Message, { description: "Marks a received message read (only its receiver may)" })
  markMessageRead(@IdArg("id") id: string, @Ctx() ctx: Context): Promise<Message> {
    return messages.markRead(ctx, ctx.viewer!, id);
  }

  @Authorized()
  @Mutation(() => Int, {
    description: "Marks everything a member sent the viewer read; answers how many",
  })
  markConversationRead(
    @IdArg("userId") userId: string,
    @Arg("type", () => MessageType, {
      nullable: true,
      description: "Only this conversation: messages of this type (and businessIdeaId)",
    })
    type: MessageType | null,
    @Arg("businessIdeaId", () => ID, { nullable: true }) businessIdeaId: string | null,
    @Ctx() ctx: Context,
  ): Promise<number> {
    return messages.markConversationRead(ctx, ctx.viewer!, userId, { type, businessIdeaId });
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: "Tells the other member the viewer is typing (ephemeral)",
  })
  setTyping(@IdArg("userId") userId: string, @Ctx() ctx: Context): boolean {
    if (userId !== ctx.viewer!.id) {
      ctx.pubSub.publish("TYPING", userId, { fromId: ctx.viewer!.id, toId: userId });
    }
    return true;
  }

  @Authorized()
  @Query(() => MessageConnection, {
    description:
      "The viewer's conversation with a member, both directions, oldest first; page back with `before`; " +
      "with `type`, only that context (the type and `businessIdeaId`, as `conversations` lists them)",
  })
  async conversation(
    @IdArg("userId") userId: string,
    @Arg("first", () => Int, { nullable: true }) first: number | null,
    @Arg("before", () => String, { nullable: true }) before: string | null,
    @Arg("type", () => MessageType, { nullable: true }) type: MessageType | null,
    @Arg("businessIdeaId", () => ID, { nullable: true }) businessIdeaId: string | null,
    @Ctx() ctx: Context,
  ): Promise<MessageConnection> {
    return messages.conversation(ctx, ctx.viewer!, {
      userId,
      first,
      after: before,
      type,
      businessIdeaId,
    });
  }

  @Authorized()
  @Query(() => MessageConnection, { description: "Messages the viewer received, newest first" })
  async inbox(
    @Arg("type", () => MessageType, { nullable: true }) type: MessageType | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<MessageConnection> {
    return messages.inbox(ctx, ctx.viewer!, { type, ...page });
  }

  @Authorized()
  @Query(() => ProfileConnection, {
    description:
      "Members the viewer can message (everyone else who is not banned), by name, username or e-mail",
  })
  async contacts(
    @Arg("search", () => String, { nullable: true }) search: string | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<ProfileConnection> {
    return messages.contacts(ctx, ctx.viewer!, { search, ...page });
  }

  @FieldResolver(() => Profile, {
    nullable: true,
    description: "Null when the sender no longer exists",
  })
  sender(@Root() message: Message, @Ctx() ctx: Context) {
    return ctx.loaders.profileById.load(message.senderId);
  }

  @FieldResolver(() => Profile, { nullable: true })
  receiver(@Root() message: Message, @Ctx() ctx: Context) {
    return ctx.loaders.profileById.load(message.receiverId);
  }

  @Authorized()
  @UseMiddleware(freshLoadersPerEvent)
  @Subscription(() => Message, {
    topics: "MESSAGE_RECEIVED",
    topicId: viewerTopic,
    description: "A message to the viewer, or from the viewer in another tab",
    filter: involves,
  })
  messageReceived(@Root() payload: MessageSignal, @Ctx() ctx: Context): Promise<Message> {
    return loadMessage(ctx, payload.id);
  }

  @Authorized()
  @UseMiddleware(freshLoadersPerEvent)
  @Subscription(() => Message, {
    topics: "MESSAGE_READ",
    topicId: viewerTopic,
    description: "A message in one of the viewer's conversations was read (read receipts)",
    filter: involves,
  })
  messageRead(@Root() payload: MessageSignal, @Ctx() ctx: Context): Promise<Message> {
    return loadMessage(ctx, payload.id);
  }

  @Authorized()
  @UseMiddleware(freshLoadersPerEvent)
  @Subscription(() => TypingEvent, {
    topics: "TYPING",
    topicId: viewerTopic,
    description: "A member is typing to the viewer",
    filter: ({
      payload,
      context,
    }: {
      payload: { fromId: string; toId: string };
      context: Context;
    }) => payload.toId === context.viewer?.id,
  })
  typing(@Root() payload: { fromId: string; toId: string }): TypingEvent {
    return { userId: payload.fromId };
  }
}
