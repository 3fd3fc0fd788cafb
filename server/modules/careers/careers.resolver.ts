import { Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from "type-graphql";
import { IdArg, InputArg } from "../../graphql/args";
import type { Context } from "../../kernel/context";
import { Profile } from "../profiles";
import { Education, Position } from "./career.entity";
import { EducationInput, PositionInput } from "./careers.inputs";
import * as careers from "./careers.service";

/** After a change to the viewer's entries, the request's lists of them are read again. */
const forget = (ctx: Context) => {
  ctx.loaders.positionsByMember.clear(ctx.viewer!.id);
  ctx.loaders.educationByMember.clear(ctx.viewer!.id);
};

@Resolver(() => Profile)
export class CareersResolver {
  @FieldResolver(() => [Position], {
    description:
      "The member's experience: current positions first, then the rest, each by startMonth, newest first. Empty to others when the profile is hidden (profileVisible off); the member and super admins still see it",
  })
  positions(@Root() profile: Profile, @Ctx() ctx: Context) {
    return ctx.loaders.positionsByMember.load(profile.id);
  }

  @FieldResolver(() => [Education], {
    description:
      "The member's education: by endYear (null, ongoing, first), then startYear, newest first. Empty to others when the profile is hidden (profileVisible off); the member and super admins still see it",
  })
  education(@Root() profile: Profile, @Ctx() ctx: Context) {
    return ctx.loaders.educationByMember.load(profile.id);
  }

  @Authorized()
  @Mutation(() => Position, {
    description: "Adds a position to the viewer's experience (at most 30 positions)",
  })
  async addPosition(@InputArg(PositionInput) input: PositionInput, @Ctx() ctx: Context) {
    const position = await careers.addPosition(ctx, ctx.viewer!, input);
    forget(ctx);
    return position;
  }

  @Authorized()
  @Mutation(() => Position, {
    description: "Replaces one of the viewer's positions; another member's is NOT_FOUND",
  })
  async updatePosition(
    @IdArg("id") id: string,
    @InputArg(PositionInput) input: PositionInput,
    @Ctx() ctx: Context,
  ) {
    const position = await careers.updatePosition(ctx, ctx.viewer!, id, input);
    forget(ctx);
    return position;
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: "Deletes one of the viewer's positions; another member's is NOT_FOUND",
  })
  async deletePosition(@IdArg("id") id: string, @Ctx() ctx: Context) {
    const deleted = await careers.deletePosition(ctx, ctx.viewer!, id);
    forget(ctx);
    return deleted;
  }

  @Authorized()
  @Mutation(() => Education, {
    description: "Adds an entry to the viewer's education (at most 30 entries)",
  })
  async addEducation(@InputArg(EducationInput) input: EducationInput, @Ctx() ctx: Context) {
    const entry = await careers.addEducation(ctx, ctx.viewer!, input);
    forget(ctx);
    return entry;
  }

  @Authorized()
  @Mutation(() => Education, {
    description: "Replaces one of the viewer's education entries; another member's is NOT_FOUND",
  })
  async updateEducation(
    @IdArg("id") id: string,
    @InputArg(EducationInput) input: EducationInput,
    @Ctx() ctx: Context,
  ) {
    const entry = await careers.updateEducation(ctx, ctx.viewer!, id, input);
    forget(ctx);
    return entry;
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: "Deletes one of the viewer's education entries; another member's is NOT_FOUND",
  })
  async deleteEducation(@IdArg("id") id: string, @Ctx() ctx: Context) {
    const deleted = await careers.deleteEducation(ctx, ctx.viewer!, id);
    forget(ctx);
    return deleted;
  }
}
