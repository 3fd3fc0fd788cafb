import { GraphQLUpload, type FileUpload } from "graphql-upload-ts";
import {
  Arg,
  Args,
  Authorized,
  Ctx,
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
import { PAGE_MESSAGES } from "./rules";
import { IdArg, InputArg } from "../../graphql/args";
import { Connection, PageArgs } from "../../graphql/pagination";
import { PostCountsResolver } from "../../graphql/posts";
import { FeedItem } from "../feed";
import { Message } from "../messages";
import { Profile } from "../profiles";
import { ReactionCount } from "../reactions";
import { BusinessCategory, BusinessPage, PagePost, Review } from "./page.entity";
import {
  CreateBusinessPageInput,
  CreatePagePostInput,
  CreateReviewInput,
  UpdateBusinessPageInput,
  UpdateReviewInput,
} from "./pages.inputs";
import { can } from "./pages.policy";
import * as pages from "./pages.service";
import * as posts from "./posts.service";
import * as reviews from "./reviews.service";

@ObjectType({ description: "A page of business pages" })
export class BusinessPageConnection extends Connection(BusinessPage, "BusinessPage") {}

@ObjectType({ description: "A page of a business page's posts" })
export class PagePostConnection extends Connection(PagePost, "PagePost") {}

@ObjectType({ description: "A page of a business page's reviews" })
export class ReviewConnection extends Connection(Review, "Review") {}

/** An upload argument's rule: the cover's and the profile image's. */
const PAGE_IMAGE_FILE = "An image (JPEG, PNG, WebP, GIF or AVIF) of at most 5 MB";

@Resolver(() => BusinessPage)
export class BusinessPagesResolver {
  @Query(() => BusinessPageConnection, {
    description:
      "The business directory, newest first; anyone may call it. Pages of banned owners, and of members the viewer blocked or who blocked them, are left out.",
  })
  businessPages(
    @Arg("search", () => String, {
      nullable: true,
      description: "Text the name or description contains, case-insensitive; blank is none",
    })
    search: string | null,
    @Arg("category", () => BusinessCategory, {
      nullable: true,
      description: "Only pages of this category; null for all",
    })
    category: BusinessCategory | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<BusinessPageConnection> {
    return pages.listBusinessPages(ctx, { search, category, ...page });
  }

  @Query(() => BusinessPage, {
    nullable: true,
    description:
      "One business page; anyone may call it. Null when there is none or its owner is banned (the screen shows 'Business Page Not Found').",
  })
  businessPage(
    @IdArg("id", "The page's id") id: string,
    @Ctx() ctx: Context,
  ): Promise<BusinessPage | null> {
    return pages.findBusinessPage(ctx, id);
  }

  @SignedIn(PAGE_MESSAGES.signIn)
  @Mutation(() => BusinessPage, {
    description:
      "Creates a business page owned by the viewer, with its business_page feed item 'New business page: {name}'. Members only. Errors: UNAUTHENTICATED ('You must be logged in to create a business page') for a visitor; BAD_USER_INPUT with `extensions.fields` for a bad field or image.",
  })
  createBusinessPage(
    @InputArg(CreateBusinessPageInput, "The new page") input: CreateBusinessPageInput,
    @Ctx() ctx: Context,
  ): Promise<BusinessPage> {
    return pages.createBusinessPage(ctx, ctx.viewer!, input);
  }

  @Authorized()
  @Mutation(() => BusinessPage, {
    description:
      "Changes a business page's details; only its owner may (not super admins). What is left out stays as it is. Errors: UNAUTHENTICATED; NOT_FOUND ('Business Page Not Found') when there is none or its owner is banned; FORBIDDEN for anyone else; BAD_USER_INPUT with `extensions.fields`.",
  })
  updateBusinessPage(
    @IdArg("id", "The page to change") id: string,
    @InputArg(UpdateBusinessPageInput, "What changes") input: UpdateBusinessPageInput,
    @Ctx() ctx: Context,
  ): Promise<BusinessPage> {
    return pages.updateBusinessPage(ctx, ctx.viewer!, id, input);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Deletes a business page with its followers, posts (their comments, reactions and shares), reviews, feed items and images; its owner or a super admin may. Answers true. Errors: UNAUTHENTICATED; NOT_FOUND when there is none or its owner is banned; FORBIDDEN for anyone else.",
  })
  deleteBusinessPage(
    @IdArg("id", "The page to delete") id: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return pages.deleteBusinessPage(ctx, ctx.viewer!, id);
  }

  @Authorized()
  @Mutation(() => BusinessPage, {
    description:
      "Replaces a business page's cover image; only its owner may. Errors: UNAUTHENTICATED; NOT_FOUND; FORBIDDEN for anyone else; BAD_USER_INPUT (`fields.file`) when the file is not an image or is larger than 5 MB.",
  })
  uploadBusinessPageCover(
    @IdArg("id", "The page") id: string,
    @Arg("file", () => GraphQLUpload, { description: PAGE_IMAGE_FILE }) file: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ): Promise<BusinessPage> {
    return pages.uploadPageImage(ctx, ctx.viewer!, id, "cover", file);
  }

  @Authorized()
  @Mutation(() => BusinessPage, {
    description:
      "Replaces a business page's profile image (its logo); only its owner may. Errors: UNAUTHENTICATED; NOT_FOUND; FORBIDDEN for anyone else; BAD_USER_INPUT (`fields.file`) when the file is not an image or is larger than 5 MB.",
  })
  uploadBusinessPageProfileImage(
    @IdArg("id", "The page") id: string,
    @Arg("file", () => GraphQLUpload, { description: PAGE_IMAGE_FILE }) file: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ): Promise<BusinessPage> {
    return pages.uploadPageImage(ctx, ctx.viewer!, id, "profile", file);
  }

  @SignedIn(PAGE_MESSAGES.followSignIn, PAGE_MESSAGES.followSignInTitle)
  @Mutation(() => BusinessPage, {
    description:
      "The viewer follows a business page: its posts reach their feed and its owner is notified. Idempotent; members only, never their own page. Errors: UNAUTHENTICATED ('Please log in to follow this business page.', `extensions.title` 'Authentication Required') for a visitor; NOT_FOUND when there is none or its owner is banned; FORBIDDEN for one's own page.",
  })
  followBusinessPage(
    @IdArg("id", "The page to follow") id: string,
    @Ctx() ctx: Context,
  ): Promise<BusinessPage> {
    return pages.followBusinessPage(ctx, ctx.viewer!, id);
  }

  @SignedIn(PAGE_MESSAGES.followSignIn, PAGE_MESSAGES.followSignInTitle)
  @Mutation(() => BusinessPage, {
    description:
      "The viewer stops following a business page; nothing happens when they did not follow it. Errors: UNAUTHENTICATED ('Please log in to follow this business page.') for a visitor; NOT_FOUND when there is none or its owner is banned.",
  })
  unfollowBusinessPage(
    @IdArg("id", "The page to unfollow") id: string,
    @Ctx() ctx: Context,
  ): Promise<BusinessPage> {
    return pages.unfollowBusinessPage(ctx, ctx.viewer!, id);
  }

  @Authorized("SUPER_ADMIN")
  @Mutation(() => BusinessPage, {
    description:
      "Sets or clears a business page's verified badge, with its VERIFY_PAGE or UNVERIFY_PAGE audit entry. Super admins only. Errors: UNAUTHENTICATED; FORBIDDEN for anyone but a super admin; NOT_FOUND when there is none or its owner is banned.",
  })
  setBusinessPageVerified(
    @IdArg("id", "The page") id: string,
    @Arg("verified", { description: "true sets the badge, false clears it" }) verified: boolean,
    @Ctx() ctx: Context,
  ): Promise<BusinessPage> {
    return pages.setBusinessPageVerified(ctx, ctx.viewer!, id, verified);
  }

  @FieldResolver(() => Profile, {
    nullable: true,
    description: "The member who owns it and posts as it; null should their profile be gone.",
  })
  owner(@Root() page: BusinessPage, @Ctx() ctx: Context): Promise<Profile | null> {
    return ctx.loaders.profileById.load(page.ownerId);
  }

  @FieldResolver(() => Int, { description: "How many members follow it." })
  async followerCount(@Root() page: BusinessPage, @Ctx() ctx: Context): Promise<number> {
    return (await ctx.loaders.businessPageStats.load(page.id)).followers;
  }

  @FieldResolver(() => Boolean, {
    description: "Whether the viewer follows it; false for a visitor.",
  })
  async viewerIsFollowing(@Root() page: BusinessPage, @Ctx() ctx: Context): Promise<boolean> {
    return (await ctx.loaders.businessPageStats.load(page.id)).viewerFollows;
  }

  @FieldResolver(() => Boolean, {
    description: "Whether the viewer owns it: they may edit it, change its images and post as it.",
  })
  viewerIsOwner(@Root() page: BusinessPage, @Ctx() ctx: Context): boolean {
    return can(ctx.viewer, "edit", page);
  }

  @FieldResolver(() => Boolean, {
    description: "Whether the viewer may delete it: its owner or a super admin.",
  })
  viewerCanDelete(@Root() page: BusinessPage, @Ctx() ctx: Context): boolean {
    return can(ctx.viewer, "delete", page);
  }

  @FieldResolver(() => Boolean, {
    description: "Whether the viewer may set or clear its verified badge: a super admin",
  })
  viewerCanVerify(@Ctx() ctx: Context): boolean {
    return can(ctx.viewer, "verify", null);
  }

  @FieldResolver(() => Float, {
    nullable: true,
    description:
      "The average of its reviews' stars, to one decimal (reviews by banned members left out); null without reviews.",
  })
  async averageRating(@Root() page: BusinessPage, @Ctx() ctx: Context): Promise<number | null> {
    return (await ctx.loaders.businessPageStats.load(page.id)).rating.average;
  }

  @FieldResolver(() => Int, {
    description: "How many reviews it has, reviews by banned members left out.",
  })
  async reviewCount(@Root() page: BusinessPage, @Ctx() ctx: Context): Promise<number> {
    return (await ctx.loaders.businessPageStats.load(page.id)).rating.count;
  }

  @FieldResolver(() => Review, {
    nullable: true,
    description: "The viewer's own review of it; null when they have none or for a visitor.",
  })
  async viewerReview(@Root() page: BusinessPage, @Ctx() ctx: Context): Promise<Review | null> {
    const { viewerReviewId } = await ctx.loaders.businessPageStats.load(page.id);
    return viewerReviewId ? ctx.loaders.reviewById.load(viewerReviewId) : null;
  }
}

@Resolver(() => PagePost)
export class PagePostsResolver extends PostCountsResolver(PagePost, {
  content: "page_post",
  commentable: "page_post",
  reactionCount: ReactionCount,
  shareCount: (ctx, postId): Promise<number> => ctx.loaders.pagePostShareCount.load(postId),
}) {
  @Query(() => PagePostConnection, {
    description:
      "A business page's posts, newest first; anyone may call it. Empty when there is no such page or its owner is banned.",
  })
  pagePosts(
    @IdArg("pageId", "The page whose posts to list") pageId: string,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<PagePostConnection> {
    return posts.listPagePosts(ctx, { pageId, ...page });
  }

  @Query(() => PagePost, {
    nullable: true,
    description:
      "One page post (a link to it opens its page at the post); anyone may call it. Null when it or its page is gone, or the page's owner is banned.",
  })
  pagePost(
    @IdArg("id", "The post's id") id: string,
    @Ctx() ctx: Context,
  ): Promise<PagePost | null> {
    return posts.findPagePost(ctx, id);
  }

  @Authorized()
  @Mutation(() => PagePost, {
    description:
      "A business page's owner posts as the page: a page_post feed item reaches its followers and owner, and members it @mentions are notified. Only its owner may. Errors: UNAUTHENTICATED; NOT_FOUND ('Business Page Not Found'); FORBIDDEN for anyone but its owner; BAD_USER_INPUT with `extensions.fields` (content, images, or `file` for a refused image).",
  })
  createPagePost(
    @InputArg(CreatePagePostInput, "The post") input: CreatePagePostInput,
    @Ctx() ctx: Context,
  ): Promise<PagePost> {
    return posts.createPagePost(ctx, ctx.viewer!, input);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Deletes a page post with its comments, reactions, shares, feed items and images; the page's owner or a super admin may. Answers true. Errors: UNAUTHENTICATED; NOT_FOUND when there is no such post; FORBIDDEN for anyone else.",
  })
  deletePagePost(
    @IdArg("id", "The post to delete") id: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return posts.deletePagePost(ctx, ctx.viewer!, id);
  }

  @Authorized()
  @Mutation(() => FeedItem, {
    description:
      "Shares a page post to the viewer's feed, with an optional comment; answers the new shared_post feed item. Members only; a post may be shared more than once. Errors: UNAUTHENTICATED; NOT_FOUND when the post or its page is gone; BAD_USER_INPUT (`fields.comment`) for a comment over 500 characters.",
  })
  sharePagePost(
    @IdArg("postId", "The post to share") postId: string,
    @Arg("comment", () => String, {
      nullable: true,
      description: "What the viewer says about it, up to 500 characters; optional",
    })
    comment: string | null,
    @Ctx() ctx: Context,
  ): Promise<FeedItem> {
    return posts.sharePagePost(ctx, ctx.viewer!, { postId, comment });
  }

  @FieldResolver(() => BusinessPage, { description: "The business page it was posted as." })
  async page(@Root() post: PagePost, @Ctx() ctx: Context): Promise<BusinessPage> {
    return (await ctx.loaders.businessPageById.load(post.pageId))!;
  }

  @FieldResolver(() => Boolean, {
    description: "Whether the viewer may delete it: the page's owner or a super admin.",
  })
  async viewerCanDelete(@Root() post: PagePost, @Ctx() ctx: Context): Promise<boolean> {
    const page = await ctx.loaders.businessPageById.load(post.pageId);
    return !!page && can(ctx.viewer, "deletePost", page);
  }
}

@Resolver(() => Review)
export class ReviewsResolver {
  @Query(() => ReviewConnection, {
    description:
      "A business page's reviews, newest first; anyone may call it. Reviews by banned members, and by members the viewer blocked or who blocked them, are left out; empty when the page is gone or its owner is banned.",
  })
  reviews(
    @IdArg("pageId", "The page whose reviews to list") pageId: string,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<ReviewConnection> {
    return reviews.listReviews(ctx, { pageId, ...page });
  }

  @Authorized()
  @Mutation(() => Review, {
    description:
      "The viewer reviews a business page: 1 to 5 stars and text; its owner is notified. One review per member and page, never of one's own page. Errors: UNAUTHENTICATED; NOT_FOUND ('Business Page Not Found'); FORBIDDEN for one's own page; CONFLICT when the viewer already reviewed it; BAD_USER_INPUT with `extensions.fields`.",
  })
  createReview(
    @InputArg(CreateReviewInput, "The review") input: CreateReviewInput,
    @Ctx() ctx: Context,
  ): Promise<Review> {
    return reviews.createReview(ctx, ctx.viewer!, input);
  }

  @Authorized()
  @Mutation(() => Review, {
    description:
      "Changes a review's stars and text; only its author may. Errors: UNAUTHENTICATED; NOT_FOUND when there is no such review; FORBIDDEN for anyone else; BAD_USER_INPUT with `extensions.fields`.",
  })
  updateReview(
    @IdArg("id", "The review to change") id: string,
    @InputArg(UpdateReviewInput, "Its new stars and text") input: UpdateReviewInput,
    @Ctx() ctx: Context,
  ): Promise<Review> {
    return reviews.updateReview(ctx, ctx.viewer!, id, input);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Deletes a review; its author or a super admin may. Answers true. Errors: UNAUTHENTICATED; NOT_FOUND when there is no such review; FORBIDDEN for anyone else.",
  })
  deleteReview(
    @IdArg("id", "The review to delete") id: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return reviews.deleteReview(ctx, ctx.viewer!, id);
  }

  @FieldResolver(() => BusinessPage, { description: "The business page it reviews." })
  async page(@Root() review: Review, @Ctx() ctx: Context): Promise<BusinessPage> {
    return (await ctx.loaders.businessPageById.load(review.pageId))!;
  }

  @FieldResolver(() => Profile, {
    nullable: true,
    description: "The member who wrote it; null should their profile be gone.",
  })
  author(@Root() review: Review, @Ctx() ctx: Context): Promise<Profile | null> {
    return ctx.loaders.profileById.load(review.authorId);
  }

  @FieldResolver(() => Boolean, { description: "Whether the viewer may change it: its author." })
  viewerCanEdit(@Root() review: Review, @Ctx() ctx: Context): boolean {
    return can(ctx.viewer, "editReview", review);
  }

  @FieldResolver(() => Boolean, {
    description: "Whether the viewer may delete it: its author or a super admin.",
  })
  viewerCanDelete(@Root() review: Review, @Ctx() ctx: Context): boolean {
    return can(ctx.viewer, "deleteReview", review);
  }
}

/** Message.businessPage: the page a message was sent from ('Re: {name}'); null once the page is gone. */
@Resolver(() => Message)
export class MessagePageResolver {
  @FieldResolver(() => BusinessPage, {
    nullable: true,
    description: "The business page a message was sent from; null once it is gone",
  })
  businessPage(@Root() message: Message, @Ctx() ctx: Context): Promise<BusinessPage | null> | null {
    return message.businessPageId
      ? ctx.loaders.businessPageById.load(message.businessPageId)
      : null;
  }
}
