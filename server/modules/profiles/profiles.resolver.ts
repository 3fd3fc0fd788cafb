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
    description: "The signed-in member, or null for a visitor. Open to everyone",
  })
  me(@Ctx() ctx: Context): Promise<Profile | null> | null {
    return ctx.viewer ? ctx.loaders.profileById.load(ctx.viewer.id) : null;
  }

  @Query(() => Profile, {
    nullable: true,
    description:
      "A member's profile by id, or null when there is none or it is suspended (super admins still see those). Open to visitors; a member who hides their profile shows others only their name and pictures",
  })
  async profile(
    @IdArg("id", "The member's id") id: string,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Profile | null> {
    // In full: the header's counts and the viewer's relation come with it, in one statement.
    const profile = await loadMember(ctx, id, selectedFields(info, []));
    return profile && !can(ctx.viewer, "see", profile) ? null : profile;
  }

  @Authorized()
  @Mutation(() => Profile, {
    description:
      "Edits the viewer's own profile and answers it. Members only. Errors: UNAUTHENTICATED; BAD_USER_INPUT (`extensions.fields`) for a text over its limit, more than 50 skills or one over 50 characters, or an avatarUrl that is not an http(s) URL.",
  })
  async updateProfile(
    @Arg("input", { description: "The fields to change" }) input: UpdateProfileInput,
    @Ctx() ctx: Context,
  ): Promise<Profile> {
    await profiles.updateProfile(ctx.db, ctx.storage, ctx.viewer!.id, input);
    return own(ctx);
  }

  @Authorized()
  @Mutation(() => Profile, {
    description:
      "Sets the viewer's avatar from an image (JPEG, PNG, WebP, GIF or AVIF, at most 5 MB), stored re-encoded without metadata at most 512 pixels a side with a thumbnail; the previous upload is deleted. Members only. Errors: UNAUTHENTICATED; BAD_USER_INPUT (field file) when the file is not an image or is too large.",
  })
  async uploadAvatar(
    @Arg("file", () => GraphQLUpload, {
      description: "The image, sent as a file in a multipart request",
    })
    file: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ) {
    await profiles.replaceImage(ctx.db, ctx.storage, ctx.viewer!.id, "avatar", file);
    return own(ctx);
  }

  @Authorized()
  @Mutation(() => Profile, {
    description:
      "Removes the viewer's avatar (an uploaded one's files are deleted) and answers the profile. Members only. Errors: UNAUTHENTICATED.",
  })
  async removeAvatar(@Ctx() ctx: Context): Promise<Profile> {
    await profiles.removeAvatar(ctx.db, ctx.storage, ctx.viewer!.id);
    return own(ctx);
  }

  @Authorized()
  @Mutation(() => Profile, {
    description:
      "Sets the viewer's cover photo from an image (JPEG, PNG, WebP, GIF or AVIF, at most 5 MB), stored re-encoded without metadata at most 1600 pixels a side; the previous upload is deleted. Members only. Errors: UNAUTHENTICATED; BAD_USER_INPUT (field file) when the file is not an image or is too large.",
  })
  async uploadCoverPhoto(
    @Arg("file", () => GraphQLUpload, {
      description: "The image, sent as a file in a multipart request",
    })
    file: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ) {
    await profiles.replaceImage(ctx.db, ctx.storage, ctx.viewer!.id, "cover", file);
    return own(ctx);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The member's e-mail address, shown to the member themself and to super admins; null to everyone else",
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
