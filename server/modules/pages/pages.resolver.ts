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

@ObjectType()
export class BusinessPageConnection extends Connection(BusinessPage, "BusinessPage") {}

@ObjectType()
export class PagePostConnection extends Connection(PagePost, "PagePost") {}

@ObjectType()
export class ReviewConnection extends Connection(Review, "Review") {}

@Resolver(() => BusinessPage)
export class BusinessPagesResolver {
  @Query(() => BusinessPageConnection, {
    description: "Newest first; search: name or description, case-insensitive",
  })
  businessPages(
    @Arg("search", () => String, { nullable: true }) search: string | null,
    @Arg("category", () => BusinessCategory, { nullable: true }) category: BusinessCategory | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<BusinessPageConnection> {
    return pages.listBusinessPages(ctx, { search, category, ...page });
  }

  @Query(() => BusinessPage, { nullable: true, description: "Null: 'Business Page Not Found'" })
  businessPage(@IdArg("id") id: string, @Ctx() ctx: Context): Promise<BusinessPage | null> {
    return pages.findBusinessPage(ctx, id);
  }

  @SignedIn(PAGE_MESSAGES.signIn)
  @Mutation(() => BusinessPage, {
    description:
      "Creates a page and its feed item; a visitor: 'You must be logged in to create a business page'",
  })
  createBusinessPage(
    @InputArg(CreateBusinessPageInput) input: CreateBusinessPageInput,
    @Ctx() ctx: Context,
  ): Promise<BusinessPage> {
    return pages.createBusinessPage(ctx, ctx.viewer!, input);
  }

  @Authorized()
  @Mutation(() => BusinessPage, { description: "Its owner; left out stay" })
  updateBusinessPage(
    @IdArg("id") id: string,
    @InputArg(UpdateBusinessPageInput) input: UpdateBusinessPageInput,
    @Ctx() ctx: Context,
  ): Promise<BusinessPage> {
    return pages.updateBusinessPage(ctx, ctx.viewer!, id, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Its owner or a super admin" })
  deleteBusinessPage(@IdArg("id") id: string, @Ctx() ctx: Context): Promise<boolean> {
    return pages.deleteBusinessPage(ctx, ctx.viewer!, id);
  }

  @Authorized()
  @Mutation(() => BusinessPage, { description: "Its owner; an image of at most 5 MB" })
  uploadBusinessPageCover(
    @IdArg("id") id: string,
    @Arg("file", () => GraphQLUpload) file: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ): Promise<BusinessPage> {
    return pages.uploadPageImage(ctx, ctx.viewer!, id, "cover", file);
  }

  @Authorized()
  @Mutation(() => BusinessPage, { description: "Its owner; an image of at most 5 MB" })
  uploadBusinessPageProfileImage(
    @IdArg("id") id: string,
    @Arg("file", () => GraphQLUpload) file: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ): Promise<BusinessPage> {
    return pages.uploadPageImage(ctx, ctx.viewer!, id, "profile", file);
  }

  @SignedIn(PAGE_MESSAGES.followSignIn, PAGE_MESSAGES.followSignInTitle)
  @Mutation(() => BusinessPage, {
    description:
      "Not one's own page; idempotent. A visitor: 'Authentication Required' / 'Please log in to follow this business page.'",
  })
  followBusinessPage(@IdArg("id") id: string, @Ctx() ctx: Context): Promise<BusinessPage> {
    return pages.followBusinessPage(ctx, ctx.viewer!, id);
  }

  @SignedIn(PAGE_MESSAGES.followSignIn, PAGE_MESSAGES.followSignInTitle)
  @Mutation(() => BusinessPage, { description: "Deletes the viewer's follow, if any" })
  unfollowBusinessPage(@IdArg("id") id: string, @Ctx() ctx: Context): Promise<BusinessPage> {
    return pages.unfollowBusinessPage(ctx, ctx.viewer!, id);
  }

  @Authorized("SUPER_ADMIN")
  @Mutation(() => BusinessPage, { description: "Super admins set or clear the verified badge" })
  setBusinessPageVerified(
    @IdArg("id") id: string,
    @Arg("verified") verified: boolean,
    @Ctx() ctx: Context,
  ): Promise<BusinessPage> {
    return pages.setBusinessPageVerified(ctx, ctx.viewer!, id, verified);
  }

  @FieldResolver(() => Profile, { nullable: true })
  owner(@Root() page: BusinessPage, @Ctx() ctx: Context): Promise<Profile | null> {
    return ctx.loaders.profileById.load(page.ownerId);
  }

  @FieldResolver(() => Int)
  async followerCount(@Root() page: BusinessPage, @Ctx() ctx: Context): Promise<number> {
    return (await ctx.loaders.businessPageStats.load(page.id)).followers;
  }

  @FieldResolver(() => Boolean)
  async viewerIsFollowing(@Root() page: BusinessPage, @Ctx() ctx: Context): Promise<boolean> {
    return (await ctx.loaders.businessPageStats.load(page.id)).viewerFollows;
  }

  @FieldResolver(() => Boolean)
  viewerIsOwner(@Root() page: BusinessPage, @Ctx() ctx: Context): boolean {
    return can(ctx.viewer, "edit", page);
  }

  @FieldResolver(() => Boolean, { description: "Its owner or a super admin" })
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
    description: "To one decimal; null without reviews",
  })
  async averageRating(@Root() page: BusinessPage, @Ctx() ctx: Context): Promise<number | null> {
    return (await ctx.loaders.businessPageStats.load(page.id)).rating.average;
  }

  @FieldResolver(() => Int)
  async reviewCount(@Root() page: BusinessPage, @Ctx() ctx: Context): Promise<number> {
    return (await ctx.loaders.businessPageStats.load(page.id)).rating.count;
  }

  @FieldResolver(() => Review, { nullable: true, description: "The viewer's own review" })
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
  @Query(() => PagePostConnection, { description: "A page's posts, newest first" })
  pagePosts(
    @IdArg("pageId") pageId: string,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<PagePostConnection> {
    return posts.listPagePosts(ctx, { pageId, ...page });
  }

  @Query(() => PagePost, {
    nullable: true,
    description:
      "One post (a link to it opens its page at the post); null when it or its page is gone",
  })
  pagePost(@IdArg("id") id: string, @Ctx() ctx: Context): Promise<PagePost | null> {
    return posts.findPagePost(ctx, id);
  }

  @Authorized()
  @Mutation(() => PagePost, {
    description: "Its owner posts as the page; a feed item for its followers",
  })
  createPagePost(
    @InputArg(CreatePagePostInput) input: CreatePagePostInput,
    @Ctx() ctx: Context,
  ): Promise<PagePost> {
    return posts.createPagePost(ctx, ctx.viewer!, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "The page's owner or a super admin" })
  deletePagePost(@IdArg("id") id: string, @Ctx() ctx: Context): Promise<boolean> {
    return posts.deletePagePost(ctx, ctx.viewer!, id);
  }

  @Authorized()
  @Mutation(() => FeedItem, {
    description: "Shares a page's post to the viewer's feed, with an optional comment",
  })
  sharePagePost(
    @IdArg("postId") postId: string,
    @Arg("comment", () => String, { nullable: true }) comment: string | null,
    @Ctx() ctx: Context,
  ): Promise<FeedItem> {
    return posts.sharePagePost(ctx, ctx.viewer!, { postId, comment });
  }

  @FieldResolver(() => BusinessPage)
  async page(@Root() post: PagePost, @Ctx() ctx: Context): Promise<BusinessPage> {
    return (await ctx.loaders.businessPageById.load(post.pageId))!;
  }

  @FieldResolver(() => Boolean, { description: "The page's owner or a super admin" })
  async viewerCanDelete(@Root() post: PagePost, @Ctx() ctx: Context): Promise<boolean> {
    const page = await ctx.loaders.businessPageById.load(post.pageId);
    return !!page && can(ctx.viewer, "deletePost", page);
  }
}

@Resolver(() => Review)
export class ReviewsResolver {
  @Query(() => ReviewConnection, { description: "A page's reviews, newest first" })
  reviews(
    @IdArg("pageId") pageId: string,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<ReviewConnection> {
    return reviews.listReviews(ctx, { pageId, ...page });
  }

  @Authorized()
  @Mutation(() => Review, {
    description: "1–5 stars and text; one per member and page (CONFLICT); not by its owner",
  })
  createReview(
    @InputArg(CreateReviewInput) input: CreateReviewInput,
    @Ctx() ctx: Context,
  ): Promise<Review> {
    return reviews.createReview(ctx, ctx.viewer!, input);
  }

  @Authorized()
  @Mutation(() => Review, { description: "Its author" })
  updateReview(
    @IdArg("id") id: string,
    @InputArg(UpdateReviewInput) input: UpdateReviewInput,
    @Ctx() ctx: Context,
  ): Promise<Review> {
    return reviews.updateReview(ctx, ctx.viewer!, id, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Its author or a super admin" })
  deleteReview(@IdArg("id") id: string, @Ctx() ctx: Context): Promise<boolean> {
    return reviews.deleteReview(ctx, ctx.viewer!, id);
  }

  @FieldResolver(() => BusinessPage)
  async page(@Root() review: Review, @Ctx() ctx: Context): Promise<BusinessPage> {
    return (await ctx.loaders.businessPageById.load(review.pageId))!;
  }

  @FieldResolver(() => Profile, { nullable: true })
  author(@Root() review: Review, @Ctx() ctx: Context): Promise<Profile | null> {
    return ctx.loaders.profileById.load(review.authorId);
  }

  @FieldResolver(() => Boolean, { description: "Its author" })
  viewerCanEdit(@Root() review: Review, @Ctx() ctx: Context): boolean {
    return can(ctx.viewer, "editReview", review);
  }

  @FieldResolver(() => Boolean, { description: "Its author or a super admin" })
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
