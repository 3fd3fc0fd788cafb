import {
  Arg,
  Args,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import { ID } from "../../graphql/ids";
import { IdArg, InputArg } from "../../graphql/args";
import type { Context } from "../../kernel/context";
import { SignedIn } from "../../graphql/signed-in";
import { Connection, PageArgs } from "../../graphql/pagination";
import { Profile } from "../profiles";
import { ReactionCount } from "../reactions";
import { clipText } from "../../lib/text";
import { Article, ArticleCategory, ARTICLE_LIMITS } from "./article.entity";
import { CreateArticleInput } from "./articles.inputs";
import { can } from "./articles.policy";
import {
  ARTICLE_MESSAGES,
  countOwnArticles,
  createArticle,
  deleteArticle,
  findArticle,
  listArticles,
  publishArticle,
} from "./articles.service";

@ObjectType()
export class ArticleConnection extends Connection(Article, "Article") {}

@ObjectType({ description: "A member's own articles counted" })
export class ArticleCounts {
  @Field(() => Int, { description: "All of them, drafts included" })
  total: number;

  @Field(() => Int)
  drafts: number;
}

@Resolver(() => Article)
export class ArticlesResolver {
  @Query(() => ArticleConnection, {
    description:
      "Published articles, newest first, by category and author. A member's own list (authorId = viewer) includes their drafts.",
  })
  async articles(
    @Arg("category", () => ArticleCategory, { nullable: true }) category: ArticleCategory | null,
    @Arg("authorId", () => ID, { nullable: true }) authorId: string | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<ArticleConnection> {
    return listArticles(ctx, ctx.viewer, { category, authorId, ...page });
  }

  @Authorized()
  @Query(() => ArticleCounts, {
    description: "The viewer's own articles: how many in all and how many are drafts",
  })
  articleCounts(@Ctx() ctx: Context): Promise<ArticleCounts> {
    return countOwnArticles(ctx, ctx.viewer!);
  }

  @Query(() => Article, {
    nullable: true,
    description: "An article by id; null when it doesn't exist or is someone else's draft",
  })
  async article(@IdArg("id") id: string, @Ctx() ctx: Context): Promise<Article | null> {
    return findArticle(ctx, ctx.viewer, id);
  }

  @SignedIn(ARTICLE_MESSAGES.signIn)
  @Mutation(() => Article, { description: "Writes an article; published at once unless a draft" })
  createArticle(
    @InputArg(CreateArticleInput) input: CreateArticleInput,
    @Ctx() ctx: Context,
  ): Promise<Article> {
    return createArticle(ctx, ctx.viewer!, input);
  }

  @Authorized()
  @Mutation(() => Article, { description: "Publishes one of the viewer's drafts" })
  publishArticle(@IdArg("id") id: string, @Ctx() ctx: Context): Promise<Article> {
    return publishArticle(ctx, ctx.viewer!, id);
  }

  @SignedIn(ARTICLE_MESSAGES.deleteSignIn)
  @Mutation(() => Boolean, {
    description:
      "Deletes an article with its feed items and reactions: its author or a super admin",
  })
  deleteArticle(@IdArg("id") id: string, @Ctx() ctx: Context): Promise<boolean> {
    return deleteArticle(ctx, ctx.viewer!, id);
  }

  @FieldResolver(() => String, {
    description: "The first 200 characters of the content, markup stripped: what a list card shows",
  })
  preview(@Root() article: Article): string {
    return clipText(article.content, ARTICLE_LIMITS.preview);
  }

  @FieldResolver(() => Boolean, {
    description: "Whether the viewer may delete it: its author or a super admin",
  })
  viewerCanDelete(@Root() article: Article, @Ctx() ctx: Context): boolean {
    return can(ctx.viewer, "delete", article);
  }

  @FieldResolver(() => Profile, { nullable: true })
  author(@Root() article: Article, @Ctx() ctx: Context): Promise<Profile | null> {
    return ctx.loaders.profileById.load(article.authorId);
  }

  @FieldResolver(() => Int, { description: "How many comments it has" })
  commentCount(@Root() article: Article, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.commentCount.load({
      contentType: "article",
      contentId: article.id,
    });
  }

  @FieldResolver(() => [ReactionCount], {
    description: "Counts per kind (all five), and whether the viewer holds each",
  })
  reactions(@Root() article: Article, @Ctx() ctx: Context): Promise<ReactionCount[]> {
    return ctx.loaders.reactions.load({ contentType: "article", contentId: article.id });
  }
}
