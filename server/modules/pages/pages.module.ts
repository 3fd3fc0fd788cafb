import type { Context } from "../../kernel/context";
import { BusinessPages1796000000001 } from "./migrations/1796000000001-BusinessPages";
import { MessagePageContext1797100000100 } from "./migrations/1797100000100-MessagePageContext";
import { pagesKinds } from "./pages.kinds";
import { defineModule } from "../../kernel/module";
import { BusinessPage, BusinessPageFollower, PagePost, PageShare, Review } from "./page.entity";
import { pageLoaders } from "./pages.loaders";
import { moderatablePage, moderatablePagePost, moderatableReview } from "./pages.moderation";
import {
  BusinessPagesResolver,
  MessagePageResolver,
  PagePostsResolver,
  ReviewsResolver,
} from "./pages.resolver";
import { pageSearch } from "./pages.search";
import { pagePostCircle } from "./pages.feed";
import {
  findCommentablePagePost,
  findReactablePagePost,
  pagePostAudience,
  pagePostPath,
} from "./posts.service";

/** Where a page post's feed item opens: its page. */
async function postItemPath(
  { contentId }: { contentId: string | null },
  ctx: Context,
): Promise<string> {
  const post = contentId ? await ctx.loaders.pagePostById.load(contentId) : null;
  return post ? pagePostPath(post) : "/business";
}

/** Where a shared post opens, when it is a page's post. */
async function sharedPostPath(contentId: string, ctx: Context): Promise<string | null> {
  const post = await ctx.loaders.pagePostById.load(contentId);
  return post && pagePostPath(post);
}

/** Business pages: the directory, following, the owner's posts as the page, members' reviews. */
export const pages = defineModule({
  name: "pages",
  kinds: pagesKinds,
  migrations: [BusinessPages1796000000001, MessagePageContext1797100000100],
  resolvers: [BusinessPagesResolver, PagePostsResolver, ReviewsResolver, MessagePageResolver],
  entities: [BusinessPage, BusinessPageFollower, PagePost, PageShare, Review],
  loaders: pageLoaders,
  searchSource: pageSearch,
  reactable: { page_post: findReactablePagePost },
  commentable: { page_post: findCommentablePagePost },
  moderatable: {
    BUSINESS_PAGE: moderatablePage,
    PAGE_POST: moderatablePagePost,
    REVIEW: moderatableReview,
  },
  feedKinds: {
    business_page: { path: ({ contentId }) => `/business/${contentId}` },
    page_post: { path: postItemPath, audience: pagePostAudience, circle: pagePostCircle },
  },
  shareable: { path: sharedPostPath },
});
