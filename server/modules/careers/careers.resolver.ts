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
    description:
      "Adds a position to the viewer's experience (at most 30 positions) and answers it. Members only. Errors: UNAUTHENTICATED; BAD_USER_INPUT (`extensions.fields`) for a missing or too long field, a malformed month or an end before the start, or for a 31st position.",
  })
  async addPosition(
    @InputArg(PositionInput, "The position") input: PositionInput,
    @Ctx() ctx: Context,
  ) {
    const position = await careers.addPosition(ctx, ctx.viewer!, input);
    forget(ctx);
    return position;
  }

  @Authorized()
  @Mutation(() => Position, {
    description:
      "Replaces every field of one of the viewer's positions and answers it. Members only. Errors: UNAUTHENTICATED; NOT_FOUND when it is not one of the viewer's; BAD_USER_INPUT (`extensions.fields`) for a missing or too long field, a malformed month or an end before the start.",
  })
  async updatePosition(
    @IdArg("id", "The position's id") id: string,
    @InputArg(PositionInput, "The position as it is to be") input: PositionInput,
    @Ctx() ctx: Context,
  ) {
    const position = await careers.updatePosition(ctx, ctx.viewer!, id, input);
    forget(ctx);
    return position;
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Deletes one of the viewer's positions. Members only. Errors: UNAUTHENTICATED; NOT_FOUND when it is not one of the viewer's.",
  })
  async deletePosition(@IdArg("id", "The position's id") id: string, @Ctx() ctx: Context) {
    const deleted = await careers.deletePosition(ctx, ctx.viewer!, id);
    forget(ctx);
    return deleted;
  }

  @Authorized()
  @Mutation(() => Education, {
    description:
      "Adds an entry to the viewer's education (at most 30 entries) and answers it. Members only. Errors: UNAUTHENTICATED; BAD_USER_INPUT (`extensions.fields`) for a missing or too long field, a year outside 1900–2100 or an end before the start, or for a 31st entry.",
  })
  async addEducation(
    @InputArg(EducationInput, "The education entry") input: EducationInput,
    @Ctx() ctx: Context,
  ) {
    const entry = await careers.addEducation(ctx, ctx.viewer!, input);
    forget(ctx);
    return entry;
  }

  @Authorized()
  @Mutation(() => Education, {
    description:
      "Replaces every field of one of the viewer's education entries and answers it. Members only. Errors: UNAUTHENTICATED; NOT_FOUND when it is not one of the viewer's; BAD_USER_INPUT (`extensions.fields`) for a missing or too long field, a year outside 1900–2100 or an end before the start.",
  })
  async updateEducation(
    @IdArg("id", "The entry's id") id: string,
    @InputArg(EducationInput, "The entry as it is to be") input: EducationInput,
    @Ctx() ctx: Context,
  ) {
    const entry = await careers.updateEducation(ctx, ctx.viewer!, id, input);
    forget(ctx);
    return entry;
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Deletes one of the viewer's education entries. Members only. Errors: UNAUTHENTICATED; NOT_FOUND when it is not one of the viewer's.",
  })
  async deleteEducation(@IdArg("id", "The entry's id") id: string, @Ctx() ctx: Context) {
    const deleted = await careers.deleteEducation(ctx, ctx.viewer!, id);
    forget(ctx);
    return deleted;
  }
}
