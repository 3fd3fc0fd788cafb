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

@ObjectType({ description: "A page of articles." })
export class ArticleConnection extends Connection(Article, "Article") {}

@ObjectType({ description: "The viewer's own articles counted (their profile's Articles tab)." })
export class ArticleCounts {
  @Field(() => Int, { description: "All of them, drafts included." })
  total: number;

  @Field(() => Int, { description: "How many of them are drafts." })
  drafts: number;
}

@Resolver(() => Article)
export class ArticlesResolver {
  @Query(() => ArticleConnection, {
    description:
      "Published articles, newest first, of one category or author or all. A member's own list (`authorId` = the viewer) includes their drafts. " +
      "Articles of suspended authors, and for a member those of anyone on either side of a block, are left out. Public: visitors too.",
  })
  async articles(
    @Arg("category", () => ArticleCategory, {
      nullable: true,
      description: "Only articles of this category; every category when omitted.",
    })
    category: ArticleCategory | null,
    @Arg("authorId", () => ID, {
      nullable: true,
      description:
        "Only this member's articles (with their drafts when it is the viewer); everyone's when omitted.",
    })
    authorId: string | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<ArticleConnection> {
    return listArticles(ctx, ctx.viewer, { category, authorId, ...page });
  }

  @Authorized()
  @Query(() => ArticleCounts, {
    description:
      "The viewer's own articles: how many in all and how many are drafts. Members only: UNAUTHENTICATED for a visitor, FORBIDDEN for a suspended member.",
  })
  articleCounts(@Ctx() ctx: Context): Promise<ArticleCounts> {
    return countOwnArticles(ctx, ctx.viewer!);
  }

  @Query(() => Article, {
    nullable: true,
    description:
      "An article by id; null when there is none, it is someone else's draft, or its author is suspended (super admins still see those). Public: visitors too.",
  })
  async article(
    @IdArg("id", "The article's id.") id: string,
    @Ctx() ctx: Context,
  ): Promise<Article | null> {
    return findArticle(ctx, ctx.viewer, id);
  }

  @SignedIn(ARTICLE_MESSAGES.signIn)
  @Mutation(() => Article, {
    description:
      "Writes an article by the viewer: published at once, with its feed item, unless saved as a draft. " +
      "Members only: UNAUTHENTICATED for a visitor, FORBIDDEN for a suspended member. " +
      "Errors: BAD_USER_INPUT with `fields.title` or `fields.content` when out of bounds, `fields.file` for a bad image.",
  })
  createArticle(
    @InputArg(
      CreateArticleInput,
      "The article's title, text, category, image and whether it is a draft.",
    )
    input: CreateArticleInput,
    @Ctx() ctx: Context,
  ): Promise<Article> {
    return createArticle(ctx, ctx.viewer!, input);
  }

  @Authorized()
  @Mutation(() => Article, {
    description:
      "Publishes one of the viewer's drafts (it gets its `publishedAt` and its feed item); an article already published comes back as it is. " +
      "Its author only. Errors: UNAUTHENTICATED for a visitor; FORBIDDEN for a suspended member, or for someone else's published article; " +
      "NOT_FOUND when there is no such article or it is someone else's draft.",
  })
  publishArticle(
    @IdArg("id", "The article to publish.") id: string,
    @Ctx() ctx: Context,
  ): Promise<Article> {
    return publishArticle(ctx, ctx.viewer!, id);
  }

  @SignedIn(ARTICLE_MESSAGES.deleteSignIn)
  @Mutation(() => Boolean, {
    description:
      "Deletes an article with its feed item, comments, reactions and image; answers true. Its author or a super admin. " +
      "Errors: UNAUTHENTICATED for a visitor; FORBIDDEN for a suspended member or anyone else; NOT_FOUND when there is no such article or it is someone else's draft (super admins may delete drafts).",
  })
  deleteArticle(
    @IdArg("id", "The article to delete.") id: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return deleteArticle(ctx, ctx.viewer!, id);
  }

  @FieldResolver(() => String, {
    description:
      "The first 200 characters of the content, markup stripped (ending with '…' when cut): what a list card shows.",
  })
  preview(@Root() article: Article): string {
    return clipText(article.content, ARTICLE_LIMITS.preview);
  }

  @FieldResolver(() => Boolean, {
    description: "Whether the viewer may delete it: true for its author and for super admins.",
  })
  viewerCanDelete(@Root() article: Article, @Ctx() ctx: Context): boolean {
    return can(ctx.viewer, "delete", article);
  }

  @FieldResolver(() => Profile, {
    nullable: true,
    description:
      "The member who wrote it, as the viewer may see their profile; null if their account is gone.",
  })
  author(@Root() article: Article, @Ctx() ctx: Context): Promise<Profile | null> {
    return ctx.loaders.profileById.load(article.authorId);
  }

  @FieldResolver(() => Int, {
    description:
      "How many comments it has, as `comments` lists them for the viewer: those of suspended members, and for a member those of anyone on either side of a block with them, left out.",
  })
  commentCount(@Root() article: Article, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.commentCount.load({
      contentType: "article",
      contentId: article.id,
    });
  }

  @FieldResolver(() => [ReactionCount], {
    description:
      "Its reactions: a count for each of the five kinds, zeros included, in a fixed order, and whether the viewer gave each.",
  })
  reactions(@Root() article: Article, @Ctx() ctx: Context): Promise<ReactionCount[]> {
    return ctx.loaders.reactions.load({ contentType: "article", contentId: article.id });
  }
}
