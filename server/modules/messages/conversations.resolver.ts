import { Arg, Args, Authorized, Ctx, FieldResolver, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../../kernel/context";
import { PageArgs } from "../../graphql/pagination";
import { Profile } from "../profiles";
import { Conversation, ConversationConnection } from "./conversation.types";
import { listConversations } from "./conversations.service";
import { MessageType } from "./message.entity";

@Resolver(() => Conversation)
export class ConversationsResolver {
  @Authorized()
  @Query(() => ConversationConnection, {
    description:
      "The viewer's conversations (both directions), newest activity first, optionally of one type",
  })
  conversations(
    @Arg("type", () => MessageType, { nullable: true }) type: MessageType | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<ConversationConnection> {
    return listConversations(ctx, ctx.viewer!, { type, ...page });
  }

  @FieldResolver(() => Profile, {
    nullable: true,
    description: "The other member; null when they no longer exist",
  })
  partner(@Root() conversation: Conversation, @Ctx() ctx: Context) {
    return ctx.loaders.profileById.load(conversation.partnerId);
  }
}
