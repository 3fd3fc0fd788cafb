import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../../graphql/context";
import { isUuid } from "../../graphql/ids";
import { Profile } from "./profile.entity";
import { canSeePrivateFields } from "./profiles.policy";

@Resolver(() => Profile)
export class ProfilesResolver {
  @Query(() => Profile, {
    nullable: true,
    description: "The signed-in member, or null when signed out",
  })
  me(@Ctx() ctx: Context): Promise<Profile | null> | null {
    return ctx.viewer ? ctx.loaders.profileById.load(ctx.viewer.id) : null;
  }

  @Query(() => Profile, {
    nullable: true,
    description: "A profile by id, or null when there is none",
  })
  profile(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<Profile | null> | null {
    return isUuid(id) ? ctx.loaders.profileById.load(id) : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "Only visible to the member themself and to super admins",
  })
  async email(@Root() profile: Profile, @Ctx() ctx: Context): Promise<string | null> {
    if (!canSeePrivateFields(ctx.viewer, profile)) return null;
    return (await ctx.loaders.userById.load(profile.id))?.email ?? null;
  }

  @FieldResolver(() => Boolean, {
    description: "Whether the member has confirmed their e-mail address",
  })
  async verified(@Root() profile: Profile, @Ctx() ctx: Context): Promise<boolean> {
    return Boolean((await ctx.loaders.userById.load(profile.id))?.emailVerifiedAt);
  }
}
