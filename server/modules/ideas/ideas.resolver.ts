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

@ObjectType({ description: "A page of business ideas" })
export class BusinessIdeaConnection extends Connection(BusinessIdea, "BusinessIdea") {}

@ObjectType({ description: "A page of a business idea's updates" })
export class BusinessUpdateConnection extends Connection(BusinessUpdate, "BusinessUpdate") {}

@ObjectType({ description: "The viewer's own business ideas added up" })
export class FundingTotals {
  @Field(() => Int, { description: "How many business ideas the viewer submitted." })
  ideaCount: number;

  @Field(() => Float, {
    description: "US dollars sought, all their ideas together; 0 without ideas.",
  })
  fundingGoal: number;

  @Field(() => Float, {
    description: "US dollars raised, all their ideas together; 0 without ideas.",
  })
  currentFunding: number;
}

@Resolver(() => BusinessIdea)
export class BusinessIdeasResolver {
  @Query(() => BusinessIdeaConnection, {
    description:
      "Business ideas, newest first or as `sort` says; anyone may call it. Ideas of banned founders, and of members the viewer blocked or who blocked them, are left out. Errors: BAD_USER_INPUT when `search` is too long or `after` is not a cursor of this sort.",
  })
  businessIdeas(
    @Arg("industry", () => Industry, {
      nullable: true,
      description: "Only ideas of this industry; null for all",
    })
    industry: Industry | null,
    @Arg("founderId", () => ID, {
      nullable: true,
      description: "Only this member's ideas (their profile's Investing tab); null for everyone's",
    })
    founderId: string | null,
    @Arg("search", () => String, {
      nullable: true,
      description:
        "Text the title or description contains, case-insensitive; up to 200 characters; blank is none",
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
    description:
      "One business idea, for members; null when there is none or its founder is banned (the screen shows 'Business idea not found'). Errors: UNAUTHENTICATED for a visitor.",
  })
  businessIdea(
    @IdArg("id", "The idea's id") id: string,
    @Ctx() ctx: Context,
  ): Promise<BusinessIdea | null> {
    return ideas.findIdea(ctx, id);
  }

  @Authorized()
  @Query(() => FundingTotals, {
    description:
      "The viewer's own ideas: how many, the funding they seek and what they raised. Errors: UNAUTHENTICATED for a visitor.",
  })
  fundingTotals(@Ctx() ctx: Context): Promise<FundingTotals> {
    return ideas.fundingTotals(ctx, ctx.viewer!);
  }

  @Authorized()
  @Query(() => BusinessUpdateConnection, {
    description:
      "A business idea's updates, newest first, for members; empty for an unknown idea. Errors: UNAUTHENTICATED for a visitor.",
  })
  businessUpdates(
    @IdArg("businessIdeaId", "The idea whose updates to list") businessIdeaId: string,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<BusinessUpdateConnection> {
    return ideas.listUpdates(ctx, { businessIdeaId, ...page });
  }

  @Authorized()
  @Mutation(() => BusinessIdea, {
    description:
      "Submits a business idea with the viewer as its founder, and posts its business_idea feed item. Members only. Errors: UNAUTHENTICATED for a visitor; BAD_USER_INPUT with `extensions.fields` for a bad field or file.",
  })
  submitBusinessIdea(
    @InputArg(SubmitBusinessIdeaInput, "The new idea") input: SubmitBusinessIdeaInput,
    @Ctx() ctx: Context,
  ): Promise<BusinessIdea> {
    return ideas.submitBusinessIdea(ctx, ctx.viewer!, input);
  }

  @Authorized()
  @Mutation(() => BusinessIdea, {
    description:
      "Changes a business idea; only its founder may (not super admins). What is left out stays as it is. Errors: UNAUTHENTICATED; NOT_FOUND when there is no such idea; FORBIDDEN when the viewer is not its founder; BAD_USER_INPUT with `extensions.fields`.",
  })
  updateBusinessIdea(
    @IdArg("id", "The idea to change") id: string,
    @InputArg(UpdateBusinessIdeaInput, "What changes") input: UpdateBusinessIdeaInput,
    @Ctx() ctx: Context,
  ): Promise<BusinessIdea> {
    return ideas.updateBusinessIdea(ctx, ctx.viewer!, id, input);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Deletes a business idea with its updates, feed items and reactions; its founder or a super admin may. Answers true. Errors: UNAUTHENTICATED; NOT_FOUND when there is no such idea; FORBIDDEN for anyone else.",
  })
  deleteBusinessIdea(
    @IdArg("id", "The idea to delete") id: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return ideas.deleteBusinessIdea(ctx, ctx.viewer!, id);
  }

  @Authorized()
  @Mutation(() => BusinessUpdate, {
    description:
      "Posts an update on a business idea; only its founder may. Posts a business_update feed item and notifies the members who liked the idea or contacted its founder about it. Errors: UNAUTHENTICATED; NOT_FOUND when there is no such idea; FORBIDDEN when the viewer is not its founder; BAD_USER_INPUT with `extensions.fields`.",
  })
  addBusinessUpdate(
    @InputArg(AddBusinessUpdateInput, "The update") input: AddBusinessUpdateInput,
    @Ctx() ctx: Context,
  ): Promise<BusinessUpdate> {
    return ideas.addBusinessUpdate(ctx, ctx.viewer!, input);
  }

  @SignedIn(IDEA_MESSAGES.signIn, IDEA_MESSAGES.signInTitle)
  @Mutation(() => Message, {
    description:
      "Sends the idea's founder a BUSINESS_INQUIRY message about it, delivered like any message; members only, never about their own idea. Counts toward the messages-per-minute limit. Errors: UNAUTHENTICATED ('Please sign in to contact the founder', `extensions.title` 'Authentication Error') for a visitor; RATE_LIMITED; BAD_USER_INPUT (`fields.message`); NOT_FOUND when there is no such idea or its founder's account is gone; FORBIDDEN for one's own idea, a banned founder, a block between the two, or when the founder's privacy settings refuse the sender.",
  })
  async contactFounder(
    @IdArg("ideaId", "The idea to ask about") ideaId: string,
    @Arg("message", { description: "20 to 5,000 characters, trimmed" }) message: string,
    @Ctx() ctx: Context,
  ): Promise<Message> {
    await ctx.rateLimits.message(ctx.viewer!.id);
    return ideas.contactFounder(ctx, ctx.viewer!, { ideaId, message });
  }

  @FieldResolver(() => Profile, {
    nullable: true,
    description: "Its founder; null once their account is deleted.",
  })
  author(@Root() idea: BusinessIdea, @Ctx() ctx: Context): Promise<Profile | null> | null {
    return idea.authorId ? ctx.loaders.profileById.load(idea.authorId) : null;
  }

  @FieldResolver(() => BusinessIdeaStatus, {
    description: "FUNDED once its founder marks it so or once currentFunding reaches fundingGoal",
  })
  status(@Root() idea: BusinessIdea): BusinessIdeaStatus {
    return ideas.isFunded(idea) ? BusinessIdeaStatus.FUNDED : BusinessIdeaStatus.ACTIVE;
  }

  @FieldResolver(() => Float, {
    description: "currentFunding ÷ fundingGoal × 100, to one decimal; may exceed 100.",
  })
  fundingProgress(@Root() idea: BusinessIdea): number {
    return fundingProgress(idea.currentFunding, idea.fundingGoal);
  }

  @FieldResolver(() => [ReactionCount], {
    description: "Its reactions: members may only LIKE a business idea.",
  })
  reactions(@Root() idea: BusinessIdea, @Ctx() ctx: Context): Promise<ReactionCount[]> {
    return ctx.loaders.reactions.load({
      contentType: "business_idea",
      contentId: idea.id,
    });
  }

  @FieldResolver(() => Int, { description: "How many updates its founder posted." })
  updateCount(@Root() idea: BusinessIdea, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.businessUpdateCount.load(idea.id);
  }

  @FieldResolver(() => Boolean, {
    description: "Whether the viewer is its founder, who may edit it and post updates.",
  })
  viewerIsOwner(@Root() idea: BusinessIdea, @Ctx() ctx: Context): boolean {
    return can(ctx.viewer, "edit", idea);
  }
}

@Resolver(() => BusinessUpdate)
export class BusinessUpdateResolver {
  @FieldResolver(() => BusinessIdea, { description: "The business idea it was posted on." })
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
