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

@ObjectType({
  description:
    "A page of messages: a conversation's run oldest first (read backwards from the newest), the inbox's newest first.",
})
export class MessageConnection extends Connection(Message, "Message") {}

@ObjectType({ description: "A member is typing to the viewer (sent live, never stored)." })
export class TypingEvent {
  @Field(() => ID, { description: "The member who is typing." })
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
  @Mutation(() => Message, {
    description:
      "Sends a direct message from the viewer; the receiver gets a 'New Message' notification, and `messageReceived` goes to both. " +
      "Members only: UNAUTHENTICATED for a visitor, FORBIDDEN for a suspended member. At most 30 messages a minute per member by default (RATE_LIMIT_MESSAGES_PER_MINUTE). " +
      "Errors: RATE_LIMITED past that limit; BAD_USER_INPUT (`fields.content`) for empty or over-long text, " +
      "(`fields.receiverId`) for the viewer themself, (`fields.businessIdeaId`) for a business inquiry naming no idea (but a reply in an inquiry thread whose idea was deleted) or an ordinary message naming one; " +
      "NOT_FOUND for an unknown receiver, business idea or business page; " +
      "FORBIDDEN when the receiver is suspended, either member blocked the other, or the receiver's `whoCanMessage` refuses the viewer.",
  })
  async sendMessage(
    @Arg("input", { description: "The receiver, the text and its context." })
    input: SendMessageInput,
    @Ctx() ctx: Context,
  ): Promise<Message> {
    await ctx.rateLimits.message(ctx.viewer!.id);
    return messages.sendMessage(ctx, ctx.viewer!, input);
  }

  @Authorized()
  @Mutation(() => Message, {
    description:
      "Marks a message the viewer received read (setting `readAt`) and sends `messageRead` to both members; harmless when already read. " +
      "Members only: UNAUTHENTICATED for a visitor, FORBIDDEN for a suspended member. Errors: NOT_FOUND when no message with that id was sent to the viewer.",
  })
  markMessageRead(
    @IdArg("id", "The message to mark read.") id: string,
    @Ctx() ctx: Context,
  ): Promise<Message> {
    return messages.markRead(ctx, ctx.viewer!, id);
  }

  @Authorized()
  @Mutation(() => Int, {
    description:
      "Marks read every unread message a member sent the viewer (all of them, or one conversation's) and answers how many changed; " +
      "`messageRead` then goes to both members for the newest of them. An unknown member simply gives 0. Members only: UNAUTHENTICATED for a visitor, FORBIDDEN for a suspended member.",
  })
  markConversationRead(
    @IdArg("userId", "The member whose messages to mark read.") userId: string,
    @Arg("type", () => MessageType, {
      nullable: true,
      description:
        "Only one conversation: messages of this type with exactly this `businessIdeaId` (none when it is omitted). Every type when omitted.",
    })
    type: MessageType | null,
    @Arg("businessIdeaId", () => ID, {
      nullable: true,
      description: "With `type`: the idea the conversation is about. Ignored without `type`.",
    })
    businessIdeaId: string | null,
    @Ctx() ctx: Context,
  ): Promise<number> {
    return messages.markConversationRead(ctx, ctx.viewer!, userId, { type, businessIdeaId });
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Tells a member, through their `typing` subscription, that the viewer is typing to them; nothing is stored. " +
      "It reaches only a member the viewer may message (as `contacts` lists them): nothing is sent to the viewer themself, an unknown or suspended member, " +
      "a member on either side of a block with the viewer, or one whose `whoCanMessage` refuses the viewer, and the answer does not say so. " +
      "Answers true. Members only: UNAUTHENTICATED for a visitor, FORBIDDEN for a suspended member. " +
      "At most twice RATE_LIMIT_MESSAGES_PER_MINUTE a minute per member (60 by default), counted apart from messages. Errors: RATE_LIMITED past that limit.",
  })
  async setTyping(
    @IdArg("userId", "The member the viewer is typing to.") userId: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await ctx.rateLimits.typing(ctx.viewer!.id);
    await messages.setTyping(ctx, ctx.viewer!, userId);
    return true;
  }

  @Authorized()
  @Query(() => MessageConnection, {
    description:
      "The viewer's messages with one member, both directions, oldest first: the newest page first, then older pages with `before`, " +
      "`pageInfo.hasPreviousPage` saying whether older ones exist. With `type`, only that conversation (the type and `businessIdeaId`, as `conversations` lists them). " +
      "An unknown member gives an empty list. Members only: UNAUTHENTICATED for a visitor, FORBIDDEN for a suspended member. Errors: BAD_USER_INPUT for `first` below 1 (`fields.first`) or a malformed `before` cursor (`fields.before`).",
  })
  async conversation(
    @IdArg("userId", "The other member.") userId: string,
    @Arg("first", () => Int, {
      nullable: true,
      description: "How many messages per page: 20 by default, at most 100 (more is cut to 100).",
    })
    first: number | null,
    @Arg("before", () => String, {
      nullable: true,
      description:
        "The `pageInfo.startCursor` of the page already shown, to read the messages before it; omit for the newest page.",
    })
    before: string | null,
    @Arg("type", () => MessageType, {
      nullable: true,
      description:
        "Only messages of this type with exactly this `businessIdeaId`; every message with the member when omitted.",
    })
    type: MessageType | null,
    @Arg("businessIdeaId", () => ID, {
      nullable: true,
      description: "With `type`: the idea the conversation is about. Ignored without `type`.",
    })
    businessIdeaId: string | null,
    @Ctx() ctx: Context,
  ): Promise<MessageConnection> {
    return messages.conversation(ctx, ctx.viewer!, {
      userId,
      first,
      before,
      type,
      businessIdeaId,
    });
  }

  @Authorized()
  @Query(() => MessageConnection, {
    description:
      "Messages the viewer received, newest first, of every type or one. Members only: UNAUTHENTICATED for a visitor, FORBIDDEN for a suspended member.",
  })
  async inbox(
    @Arg("type", () => MessageType, {
      nullable: true,
      description: "Only messages of this type; every type when omitted.",
    })
    type: MessageType | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<MessageConnection> {
    return messages.inbox(ctx, ctx.viewer!, { type, ...page });
  }

  @Authorized()
  @Query(() => ProfileConnection, {
    description:
      "Members to write to, newest members first: everyone but the viewer who is not suspended, not on either side of a block with the viewer, " +
      "and whose `whoCanMessage` admits the viewer (NOBODY: no one; CONNECTIONS: their connections only). Profiles show as the viewer may see them. Members only: UNAUTHENTICATED for a visitor, FORBIDDEN for a suspended member.",
  })
  async contacts(
    @Arg("search", () => String, {
      nullable: true,
      description:
        "Trimmed; matches a part of a member's name or username (its first 100 characters), or a whole e-mail address in any letter case " +
        "(not for members who turned `discoverableByEmail` off). Everyone when omitted or blank.",
    })
    search: string | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<ProfileConnection> {
    return messages.contacts(ctx, ctx.viewer!, { search, ...page });
  }

  @FieldResolver(() => Profile, {
    nullable: true,
    description: "The member who sent it; null when their account no longer exists.",
  })
  sender(@Root() message: Message, @Ctx() ctx: Context) {
    return ctx.loaders.profileById.load(message.senderId);
  }

  @FieldResolver(() => Profile, {
    nullable: true,
    description: "The member it was sent to; null when their account no longer exists.",
  })
  receiver(@Root() message: Message, @Ctx() ctx: Context) {
    return ctx.loaders.profileById.load(message.receiverId);
  }

  @Authorized()
  @UseMiddleware(freshLoadersPerEvent)
  @Subscription(() => Message, {
    topics: "MESSAGE_RECEIVED",
    topicId: viewerTopic,
    description:
      "Each new message to the viewer, and each the viewer sends (so their other tabs and devices show it). Members only (the socket needs a member's token).",
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
    description:
      "A message the viewer sent or received was read, for read receipts (after `markConversationRead`, its newest message). Members only (the socket needs a member's token).",
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
    description:
      "A member is typing to the viewer (their `setTyping`). Members only (the socket needs a member's token).",
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
