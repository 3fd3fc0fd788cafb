import {
  Arg,
  Args,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  Float,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import type { Context } from "../../kernel/context";
import { SignedIn } from "../../graphql/signed-in";
import { ID } from "../../graphql/ids";
import { IdArg, InputArg } from "../../graphql/args";
import { Connection, PageArgs } from "../../graphql/pagination";
import { Message } from "../messages";
import { Profile } from "../profiles";
import { ReactionCount } from "../reactions";
import { BusinessIdea, BusinessIdeaStatus, BusinessUpdate, Industry } from "./idea.entity";
import {
  AddBusinessUpdateInput,
  BusinessIdeaSort,
  SubmitBusinessIdeaInput,
  UpdateBusinessIdeaInput,
} from "./ideas.inputs";
import { fundingProgress, IDEA_MESSAGES } from "./rules";
import { can } from "./ideas.policy";
import * as ideas from "./ideas.service";

@ObjectType()
export class BusinessIdeaConnection extends Connection(BusinessIdea, "BusinessIdea") {}

@ObjectType()
export class BusinessUpdateConnection extends Connection(BusinessUpdate, "BusinessUpdate") {}

@ObjectType({ description: "A founder's ideas in total" })
export class FundingTotals {
  @Field(() => Int)
  ideaCount: number;

  @Field(() => Float, { description: "USD sought, all ideas together" })
  fundingGoal: number;

  @Field(() => Float, { description: "USD raised, all ideas together" })
  currentFunding: number;
}

@Resolver(() => BusinessIdea)
export class BusinessIdeasResolver {
  @Query(() => BusinessIdeaConnection, {
    description:
      "Newest first, or as `sort` says; the filter by industry, a founder's profile by founderId; search: title or description, case-insensitive",
  })
  businessIdeas(
    @Arg("industry", () => Industry, { nullable: true }) industry: Industry | null,
    @Arg("founderId", () => ID, { nullable: true }) founderId: string | null,
    @Arg("search", () => String, {
      nullable: true,
      description: "Up to 200 characters; blank is none",
    })
    search: string | null,
    @Arg("sort", () => BusinessIdeaSort, { nullable: true, description: "NEWEST by default" })
    sort: BusinessIdeaSort | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<BusinessIdeaConnection> {
    return ideas.listIdeas(ctx, { industry: industry ?? null, founderId, search, sort, ...page });
  }

  @Authorized()
  @Query(() => BusinessIdea, {
    nullable: true,
    description: "Members; null: 'Business idea not found'",
  })
  businessIdea(@IdArg("id") id: string, @Ctx() ctx: Context): Promise<BusinessIdea | null> {
    return ideas.findIdea(ctx, id);
  }

  @Authorized()
  @Query(() => FundingTotals, {
    description: "The viewer's own ideas: how many, the funding they seek and what they raised",
  })
  fundingTotals(@Ctx() ctx: Context): Promise<FundingTotals> {
    return ideas.fundingTotals(ctx, ctx.viewer!);
  }

  @Authorized()
  @Query(() => BusinessUpdateConnection, { description: "Members; newest first" })
  businessUpdates(
    @IdArg("businessIdeaId") businessIdeaId: string,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<BusinessUpdateConnection> {
    return ideas.listUpdates(ctx, { businessIdeaId, ...page });
  }

  @Authorized()
  @Mutation(() => BusinessIdea, { description: "A new idea and its business_idea feed item" })
  submitBusinessIdea(
    @InputArg(SubmitBusinessIdeaInput) input: SubmitBusinessIdeaInput,
    @Ctx() ctx: Context,
  ): Promise<BusinessIdea> {
    return ideas.submitBusinessIdea(ctx, ctx.viewer!, input);
  }

  @Authorized()
  @Mutation(() => BusinessIdea, { description: "Its founder; left out stay" })
  updateBusinessIdea(
    @IdArg("id") id: string,
    @InputArg(UpdateBusinessIdeaInput) input: UpdateBusinessIdeaInput,
    @Ctx() ctx: Context,
  ): Promise<BusinessIdea> {
    return ideas.updateBusinessIdea(ctx, ctx.viewer!, id, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Its founder or a super admin" })
  deleteBusinessIdea(@IdArg("id") id: string, @Ctx() ctx: Context): Promise<boolean> {
    return ideas.deleteBusinessIdea(ctx, ctx.viewer!, id);
  }

  @Authorized()
  @Mutation(() => BusinessUpdate, {
    description: "The idea's founder; notifies members who liked or contacted the idea",
  })
  addBusinessUpdate(
    @InputArg(AddBusinessUpdateInput) input: AddBusinessUpdateInput,
    @Ctx() ctx: Context,
  ): Promise<BusinessUpdate> {
    return ideas.addBusinessUpdate(ctx, ctx.viewer!, input);
  }

  @SignedIn(IDEA_MESSAGES.signIn, IDEA_MESSAGES.signInTitle)
  @Mutation(() => Message, {
    description:
      "A BUSINESS_INQUIRY message to the idea's founder; a visitor: 'Authentication Error - Please sign in to contact the founder'",
  })
  async contactFounder(
    @IdArg("ideaId") ideaId: string,
    @Arg("message") message: string,
    @Ctx() ctx: Context,
  ): Promise<Message> {
    await ctx.rateLimits.message(ctx.viewer!.id);
    return ideas.contactFounder(ctx, ctx.viewer!, { ideaId, message });
  }

  @FieldResolver(() => Profile, { nullable: true, description: "Null once the account is gone" })
  author(@Root() idea: BusinessIdea, @Ctx() ctx: Context): Promise<Profile | null> | null {
    return idea.authorId ? ctx.loaders.profileById.load(idea.authorId) : null;
  }

  @FieldResolver(() => BusinessIdeaStatus, {
    description: "FUNDED once its founder marks it so or once currentFunding reaches fundingGoal",
  })
  status(@Root() idea: BusinessIdea): BusinessIdeaStatus {
    return ideas.isFunded(idea) ? BusinessIdeaStatus.FUNDED : BusinessIdeaStatus.ACTIVE;
  }

  @FieldResolver(() => Float, { description: "currentFunding ÷ fundingGoal × 100, to one decimal" })
  fundingProgress(@Root() idea: BusinessIdea): number {
    return fundingProgress(idea.currentFunding, idea.fundingGoal);
  }

  @FieldResolver(() => [ReactionCount], { description: "LIKE only" })
  reactions(@Root() idea: BusinessIdea, @Ctx() ctx: Context): Promise<ReactionCount[]> {
    return ctx.loaders.reactions.load({
      contentType: "business_idea",
      contentId: idea.id,
    });
  }

  @FieldResolver(() => Int)
  updateCount(@Root() idea: BusinessIdea, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.businessUpdateCount.load(idea.id);
  }

  @FieldResolver(() => Boolean, {
    description: "Whether the viewer is its founder (edits, updates)",
  })
  viewerIsOwner(@Root() idea: BusinessIdea, @Ctx() ctx: Context): boolean {
    return can(ctx.viewer, "edit", idea);
  }
}

@Resolver(() => BusinessUpdate)
export class BusinessUpdateResolver {
  @FieldResolver(() => BusinessIdea)
  async businessIdea(@Root() update: BusinessUpdate, @Ctx() ctx: Context): Promise<BusinessIdea> {
    const idea = await ctx.loaders.businessIdeaById.load(update.businessIdeaId);
    if (!idea) throw ideas.ideaNotFound();
    return idea;
  }
}

/** Message.businessIdea: what a business inquiry is about ('Re: {title}'); null once the idea is gone. */
@Resolver(() => Message)
export class MessageIdeaResolver {
  @FieldResolver(() => BusinessIdea, {
    nullable: true,
    description: "The idea a business inquiry is about; null once it is gone",
  })
  businessIdea(@Root() message: Message, @Ctx() ctx: Context): Promise<BusinessIdea | null> | null {
    return message.businessIdeaId
      ? ctx.loaders.businessIdeaById.load(message.businessIdeaId)
      : null;
  }
}
