import { Authorized, Ctx, Mutation, Resolver } from "type-graphql";
import type { Context } from "../../kernel/context";
import { InputArg } from "../../graphql/args";
import { toggleReaction } from "./reactions.service";
import { ReactionSummary, ToggleReactionInput } from "./reactions.types";

@Resolver()
export class ReactionsResolver {
  @Authorized()
  @Mutation(() => ReactionSummary, {
    description:
      "Gives the viewer's reaction of that kind to the content, or takes it back when they already gave it (a member may give several kinds); answers the content's counts. " +
      "The content's owner gets a notification of a new reaction (not of their own), folded with others' on the same content; taking back one's last reaction withdraws it. " +
      "Members only: UNAUTHENTICATED for a visitor, FORBIDDEN for a suspended member. " +
      "Errors: BAD_USER_INPUT (`fields.reactionType`) for a kind the content does not take; NOT_FOUND when the content does not exist or the viewer may not react to it (someone else's draft article, a private group's post for a non-member, content of a member on either side of a block with the viewer).",
  })
  async toggleReaction(
    @InputArg(ToggleReactionInput, "The content and the kind of reaction.")
    input: ToggleReactionInput,
    @Ctx() ctx: Context,
  ): Promise<ReactionSummary> {
    await toggleReaction(ctx, ctx.viewer!, input);
    const { contentType, contentId } = input;
    return { contentType, contentId, reactions: await ctx.loaders.reactions.load(input) };
  }
}
