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
      "Adds the viewer's reaction of that kind to the content, or removes it when they already hold it",
  })
  async toggleReaction(
    @InputArg(ToggleReactionInput) input: ToggleReactionInput,
    @Ctx() ctx: Context,
  ): Promise<ReactionSummary> {
    await toggleReaction(ctx, ctx.viewer!, input);
    const { contentType, contentId } = input;
    return { contentType, contentId, reactions: await ctx.loaders.reactions.load(input) };
  }
}
