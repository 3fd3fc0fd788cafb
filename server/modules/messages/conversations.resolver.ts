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
      "The viewer's conversations (messages either way), the one with the newest message first; conversations with a suspended member, " +
      "or with a member on either side of a block with the viewer, are left out. Members only: UNAUTHENTICATED for a visitor, FORBIDDEN for a suspended member.",
  })
  conversations(
    @Arg("type", () => MessageType, {
      nullable: true,
      description: "Only conversations of this type (a tab); every type when omitted.",
    })
    type: MessageType | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<ConversationConnection> {
    return listConversations(ctx, ctx.viewer!, { type, ...page });
  }

  @FieldResolver(() => Profile, {
    nullable: true,
    description:
      "The other member, as the viewer may see their profile; null when their account no longer exists.",
  })
  partner(@Root() conversation: Conversation, @Ctx() ctx: Context) {
    return ctx.loaders.profileById.load(conversation.partnerId);
  }
}
