import type { GraphQLResolveInfo } from "graphql";
import {
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Info,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import { IdArg } from "../../graphql/args";
import { andThen } from "../../graphql/loaders";
import { PageArgs } from "../../graphql/pagination";
import { selectedFields } from "../../graphql/selection";
import type { Context } from "../../kernel/context";
import { Profile, ProfileConnection } from "../profiles";
import * as network from "./network.service";
import * as suggestions from "./network.suggestions";
import { ConnectionDegree, PeopleArgs, SuggestionConnection } from "./network.types";

const members = (info: GraphQLResolveInfo) => selectedFields(info, ["edges", "node"]);

@Resolver(() => Profile)
export class NetworkResolver {
  @FieldResolver(() => ConnectionDegree, {
    nullable: true,
    description:
      "The viewer's distance to this member through connections (SELF, FIRST, SECOND, THIRD_PLUS); null for a visitor",
  })
  degree(@Root() profile: Profile, @Ctx() ctx: Context) {
    if (!ctx.viewer) return null;
    return andThen(ctx.loaders.networkFacts.now(profile.id), (facts) => facts.degree);
  }

  @FieldResolver(() => Int, {
    description:
      "How many connections the viewer and this member share (the length of mutualConnections); 0 for a visitor or oneself",
  })
  mutualConnectionCount(@Root() profile: Profile, @Ctx() ctx: Context) {
    if (!ctx.viewer || ctx.viewer.id === profile.id) return 0;
    return andThen(ctx.loaders.networkFacts.now(profile.id), (facts) => facts.mutual);
  }

  @FieldResolver(() => ProfileConnection, {
    description:
      "The connections the viewer and this member share, the viewer's newest connection first; empty for a visitor or oneself",
  })
  mutualConnections(
    @Root() profile: Profile,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ) {
    return network.mutualConnections(ctx, profile.id, page, members(info));
  }

  @Authorized()
  @Query(() => SuggestionConnection, {
    description:
      "Members the viewer may know, best first (mutual connections, then shared companies, schools, groups, location, skills); never oneself, a connection, a pending request either way, a block either way, a banned or dismissed member, nor a member with nothing in common. Members only. Errors: UNAUTHENTICATED; BAD_USER_INPUT for a bad page size or cursor.",
  })
  peopleYouMayKnow(
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ) {
    return suggestions.peopleYouMayKnow(
      ctx,
      ctx.viewer!,
      page,
      selectedFields(info, ["edges", "node", "profile"]),
    );
  }

  @Authorized()
  @Query(() => ProfileConnection, {
    description:
      "People search with filters: connections first, then the second degree, then the rest, then by relevance (with search) and name; never a banned member or one blocked either way. Members only. Errors: UNAUTHENTICATED; BAD_USER_INPUT (field search, company or location) for a text over its limit, or for a bad page size or cursor.",
  })
  people(
    @Args(() => PeopleArgs) args: PeopleArgs,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ) {
    return network.people(ctx, ctx.viewer!, args, members(info));
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "That member is not suggested to the viewer again (peopleYouMayKnow); dismissing again changes nothing. Members only. Errors: UNAUTHENTICATED; BAD_USER_INPUT (field memberId) for the viewer themself; NOT_FOUND for an unknown or suspended member.",
  })
  dismissSuggestion(
    @IdArg("memberId", "The id of the member suggested") memberId: string,
    @Ctx() ctx: Context,
  ) {
    return suggestions.dismissSuggestion(ctx, ctx.viewer!, memberId);
  }
}
