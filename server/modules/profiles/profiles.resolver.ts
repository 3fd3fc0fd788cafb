import { GraphQLUpload, type FileUpload } from "graphql-upload-ts";
import type { GraphQLResolveInfo } from "graphql";
import {
  Arg,
  Authorized,
  Ctx,
  FieldResolver,
  Info,
  Mutation,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import { IdArg } from "../../graphql/args";
import type { Context } from "../../kernel/context";
import { selectedFields } from "../../graphql/selection";
import { andThen } from "../../graphql/loaders";
import { Profile } from "./profile.entity";
import { UpdateProfileInput } from "./profiles.inputs";
import { loadMember } from "./profiles.members";
import { can, canSeePrivateFields } from "./profiles.policy";
import * as profiles from "./profiles.service";

/** The viewer's own profile, read fresh after a write. */
async function own(ctx: Context): Promise<Profile> {
  ctx.loaders.profileById.clear(ctx.viewer!.id);
  return (await ctx.loaders.profileById.load(ctx.viewer!.id))!;
}

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
    description:
      "A profile by id, or null when there is none (or it is banned, but to super admins)",
  })
  async profile(
    @IdArg("id") id: string,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Profile | null> {
    // In full: the header's counts and the viewer's relation come with it, in one statement.
    const profile = await loadMember(ctx, id, selectedFields(info, []));
    return profile && !can(ctx.viewer, "see", profile) ? null : profile;
  }

  @Authorized()
  @Mutation(() => Profile, { description: "Edits the viewer's own profile" })
  async updateProfile(
    @Arg("input") input: UpdateProfileInput,
    @Ctx() ctx: Context,
  ): Promise<Profile> {
    await profiles.updateProfile(ctx.db, ctx.storage, ctx.viewer!.id, input);
    return own(ctx);
  }

  @Authorized()
  @Mutation(() => Profile, {
    description: "An image of at most 5 MB; stored re-encoded without metadata",
  })
  async uploadAvatar(
    @Arg("file", () => GraphQLUpload) file: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ) {
    await profiles.replaceImage(ctx.db, ctx.storage, ctx.viewer!.id, "avatar", file);
    return own(ctx);
  }

  @Authorized()
  @Mutation(() => Profile)
  async removeAvatar(@Ctx() ctx: Context): Promise<Profile> {
    await profiles.removeAvatar(ctx.db, ctx.storage, ctx.viewer!.id);
    return own(ctx);
  }

  @Authorized()
  @Mutation(() => Profile, {
    description: "An image of at most 5 MB; stored re-encoded without metadata",
  })
  async uploadCoverPhoto(
    @Arg("file", () => GraphQLUpload) file: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ) {
    await profiles.replaceImage(ctx.db, ctx.storage, ctx.viewer!.id, "cover", file);
    return own(ctx);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "Only visible to the member themself and to super admins",
  })
  email(@Root() profile: Profile, @Ctx() ctx: Context): string | null | Promise<string | null> {
    if (!canSeePrivateFields(ctx.viewer, profile)) return null;
    return andThen(ctx.loaders.accountById.now(profile.id), (account) => account?.email ?? null);
  }

  @FieldResolver(() => Boolean, {
    description: "Whether the member has confirmed their e-mail address",
  })
  verified(@Root() profile: Profile, @Ctx() ctx: Context): boolean | Promise<boolean> {
    return andThen(ctx.loaders.accountById.now(profile.id), (account) => !!account?.verified);
  }
}
