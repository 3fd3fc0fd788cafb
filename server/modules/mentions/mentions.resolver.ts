import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import type { Context } from "../../kernel/context";
import type { TextKind } from "../../kernel/events";
import { PageArgs } from "../../graphql/pagination";
import { Article } from "../articles";
import { Comment } from "../comments";
import { FeedItemConnection } from "../feed";
import { ForumPost } from "../forums";
import { GroupPost } from "../groups";
import { Message } from "../messages";
import { PagePost } from "../pages";
import { Profile } from "../profiles";
import * as queries from "./mentions.queries";
import { Tag, tagOf } from "./mentions.types";

type Content = abstract new (...args: never[]) => { id: string };

/** `mentions` on a kind of content (its members mentioned, through the mentionsOf loader). */
function mentionsField(type: Content, contentType: TextKind) {
  @Resolver(() => type)
  class MentionsField {
    @FieldResolver(() => [Profile], {
      description:
        "The members its text mentions (@username of an existing member), as found when it was last saved",
    })
    mentions(@Root() content: { id: string }, @Ctx() ctx: Context): Promise<Profile[]> {
      return ctx.loaders.mentionsOf.load({ contentType, contentId: content.id });
    }
  }
  return MentionsField;
}

/** `mentions` and `tags` on a kind of content (the mentionsOf and tagsOf loaders). */
function mentionsAndTagsFields(type: Content, contentType: TextKind) {
  @Resolver(() => type)
  class MentionsAndTagsFields extends mentionsField(type, contentType) {
    @FieldResolver(() => [String], {
      description: "Its tags (#word), lower-case without the '#', alphabetical",
    })
    tags(@Root() content: { id: string }, @Ctx() ctx: Context): Promise<string[]> {
      return ctx.loaders.tagsOf.load({ contentType, contentId: content.id });
    }
  }
  return MentionsAndTagsFields;
}

export const ArticleMentionsResolver = mentionsAndTagsFields(Article, "article");
export const GroupPostMentionsResolver = mentionsAndTagsFields(GroupPost, "group_post");
export const PagePostMentionsResolver = mentionsAndTagsFields(PagePost, "page_post");
export const ForumPostMentionsResolver = mentionsAndTagsFields(ForumPost, "forum_post");
export const CommentMentionsResolver = mentionsAndTagsFields(Comment, "comment");
export const MessageMentionsResolver = mentionsField(Message, "message");

@Resolver(() => Tag)
export class MentionsResolver {
  @Authorized()
  @Query(() => [Profile], {
    description:
      "For the '@' autocomplete: members whose username or name starts with prefix, the viewer's connections first; never the viewer, a blocked (either way) or banned member. Members only. Errors: UNAUTHENTICATED.",
  })
  mentionCandidates(
    @Arg("prefix", () => String, {
      description: "What the member typed after '@' (a leading '@' is ignored), any case",
    })
    prefix: string,
    @Arg("first", () => Int, {
      nullable: true,
      defaultValue: 8,
      description: "How many to answer: 8 unless given, at most 20; 0 or less answers none",
    })
    first: number | null,
    @Ctx() ctx: Context,
  ): Promise<Profile[]> {
    return queries.mentionCandidates(ctx, ctx.viewer!, prefix, first);
  }

  @Query(() => Tag, {
    nullable: true,
    description:
      "A tag by name, with or without '#'; null when the name is not a tag or no content the viewer may see carries it. Open to visitors",
  })
  async tag(
    @Arg("name", () => String, { description: "The tag's name, with or without '#'" }) name: string,
    @Ctx() ctx: Context,
  ): Promise<Tag | null> {
    const tag = await queries.findTag(ctx, name);
    return tag ? tagOf(tag) : null;
  }

  @Query(() => FeedItemConnection, {
    description:
      "The tagged articles, group posts, page posts and forum posts the viewer may see, newest first, as feed items (a private group's posts only to its members); empty for a name that is not a tag. Open to visitors. Errors: BAD_USER_INPUT for a bad page size or cursor.",
  })
  taggedContent(
    @Arg("tag", () => String, { description: "The tag's name, with or without '#'" }) tag: string,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ) {
    return queries.taggedContent(ctx, tag, page);
  }

  @Query(() => [Tag], {
    description:
      "The tags most used in the last 24 hours in content everyone may see, the most used first (ties by name). Open to visitors",
  })
  async trendingTags(
    @Arg("first", () => Int, {
      nullable: true,
      defaultValue: 10,
      description: "How many to answer: 10 unless given, at most 50; 0 or less answers none",
    })
    first: number | null,
    @Ctx() ctx: Context,
  ): Promise<Tag[]> {
    return (await queries.trendingTags(ctx, first)).map(tagOf);
  }

  @Authorized()
  @Query(() => [Tag], {
    description: "The tags the viewer follows, by name. Members only. Errors: UNAUTHENTICATED.",
  })
  async followedTags(@Ctx() ctx: Context): Promise<Tag[]> {
    return (await queries.followedTags(ctx, ctx.viewer!)).map(tagOf);
  }

  @Authorized()
  @Mutation(() => Tag, {
    description:
      "The viewer follows the tag (following again changes nothing): its public content enters their Top feed. Members only. Errors: UNAUTHENTICATED; BAD_USER_INPUT (field name) when the name is not a tag.",
  })
  async followTag(
    @Arg("name", () => String, {
      description: "The tag, with or without '#': 2 to 50 letters, digits or underscores, any case",
    })
    name: string,
    @Ctx() ctx: Context,
  ): Promise<Tag> {
    const tag = await queries.followTag(ctx, ctx.viewer!, name);
    ctx.loaders.tagFacts.clear(tag);
    return tagOf(tag);
  }

  @Authorized()
  @Mutation(() => Tag, {
    description:
      "The viewer no longer follows the tag. Members only. Errors: UNAUTHENTICATED; BAD_USER_INPUT (field name) when the name is not a tag.",
  })
  async unfollowTag(
    @Arg("name", () => String, {
      description: "The tag, with or without '#': 2 to 50 letters, digits or underscores, any case",
    })
    name: string,
    @Ctx() ctx: Context,
  ): Promise<Tag> {
    const tag = await queries.unfollowTag(ctx, ctx.viewer!, name);
    ctx.loaders.tagFacts.clear(tag);
    return tagOf(tag);
  }

  @FieldResolver(() => Int, { description: "How many pieces of content everyone may see carry it" })
  async useCount(@Root() tag: Tag, @Ctx() ctx: Context): Promise<number> {
    return (await ctx.loaders.tagFacts.load(tag.name)).useCount;
  }

  @FieldResolver(() => Int, { description: "How many members follow it" })
  async followerCount(@Root() tag: Tag, @Ctx() ctx: Context): Promise<number> {
    return (await ctx.loaders.tagFacts.load(tag.name)).followerCount;
  }

  @FieldResolver(() => Boolean, {
    description: "Whether the viewer follows it; false for a visitor",
  })
  async viewerFollows(@Root() tag: Tag, @Ctx() ctx: Context): Promise<boolean> {
    return (await ctx.loaders.tagFacts.load(tag.name)).viewerFollows;
  }
}
