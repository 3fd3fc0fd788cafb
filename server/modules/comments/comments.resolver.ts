import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  Subscription,
  UseMiddleware,
} from "type-graphql";
import { filter, map, pipe } from "@graphql-yoga/subscription";
import type { Context } from "../../kernel/context";
import { SignedIn } from "../../graphql/signed-in";
import { freshLoadersPerEvent } from "../../graphql/fresh-loaders";
import { IdArg, InputArg } from "../../graphql/args";
import { Connection, PageArgs } from "../../graphql/pagination";
import { Profile } from "../profiles";
import { Comment } from "./comment.entity";
import { CommentableType } from "../../kernel/kinds";
import { AddCommentInput } from "./comments.inputs";
import { can } from "./comments.policy";
import {
  COMMENT_ERRORS,
  addComment,
  commentForEvent,
  deleteComment,
  listComments,
  requireReadable,
  updateComment,
  type CommentEvent,
} from "./comments.service";

@ObjectType({
  description:
    "A page of the comments on one piece of content (a forum post's replies), oldest first.",
})
export class CommentConnection extends Connection(Comment, "Comment") {}

type EventArgs = { contentType: CommentableType; contentId: string };

@Resolver(() => Comment)
export class CommentsResolver {
  @Query(() => CommentConnection, {
    description:
      "The comments on a piece of content, oldest first, for whoever may read it: public, visitors too, but a private group's posts only for its members and super admins. " +
      "Comments of suspended members, and for a member those of anyone on either side of a block, are left out. " +
      "Errors: NOT_FOUND when the content does not exist or the viewer may not know of it (someone else's draft article); FORBIDDEN when they may not read it (a private group's post).",
  })
  comments(
    @Arg("contentType", () => CommentableType, { description: "The type of the content." })
    contentType: CommentableType,
    @IdArg("contentId", "The content's id.") contentId: string,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<CommentConnection> {
    return listComments(ctx, ctx.viewer, { contentType, contentId, ...page });
  }

  @SignedIn(COMMENT_ERRORS.signIn)
  @Mutation(() => Comment, {
    description:
      "Adds the viewer's comment to a piece of content; its owner is notified (not of their own), folded with others' comments on it, and `commentAdded` goes to its readers. " +
      "Any member may comment on articles they can see, page posts and unlocked forum posts; only a group's members on its posts; never on the content of a member on either side of a block with the viewer. " +
      "Members only: UNAUTHENTICATED for a visitor, FORBIDDEN for a suspended member. At most 20 comments added or edited a minute per member by default (RATE_LIMIT_COMMENTS_PER_MINUTE). " +
      "Errors: RATE_LIMITED past that limit; BAD_USER_INPUT (`fields.content`) for empty or over-long text; NOT_FOUND when the content does not exist, the viewer may not know of it, or its owner and the viewer blocked each other (either way); " +
      "FORBIDDEN when the viewer may not read it or comment on it (not a group member, a locked forum post).",
  })
  async addComment(
    @InputArg(AddCommentInput, "The content and the text.") input: AddCommentInput,
    @Ctx() ctx: Context,
  ): Promise<Comment> {
    await ctx.rateLimits.comment(ctx.viewer!.id);
    return addComment(ctx, ctx.viewer!, input);
  }

  @Authorized()
  @Mutation(() => Comment, {
    description:
      "Replaces the text of one of the viewer's comments and sets its `editedAt`; its author only. Members only: UNAUTHENTICATED for a visitor, FORBIDDEN for a suspended member. " +
      "Counts toward the comments-per-minute limit (addComment's). " +
      "Errors: RATE_LIMITED past that limit; BAD_USER_INPUT (`fields.content`) for empty or over-long text; NOT_FOUND when there is no such comment or its content is gone; " +
      "FORBIDDEN for someone else's comment, or when the viewer may no longer read its content.",
  })
  async updateComment(
    @IdArg("id", "The comment to edit.") id: string,
    @Arg("content", { description: "The new text; trimmed, then 1 to 2000 characters." })
    content: string,
    @Ctx() ctx: Context,
  ): Promise<Comment> {
    await ctx.rateLimits.comment(ctx.viewer!.id);
    return updateComment(ctx, ctx.viewer!, { id, content });
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Deletes a comment and answers true: its author, the content's moderators (a group's admins and moderators, a business page's owner) or a super admin. " +
      "Members only: UNAUTHENTICATED for a visitor, FORBIDDEN for a suspended member. Errors: NOT_FOUND when there is no such comment or its content is gone; FORBIDDEN for anyone else, or when the viewer may not read its content.",
  })
  deleteComment(
    @IdArg("id", "The comment to delete.") id: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return deleteComment(ctx, ctx.viewer!, id);
  }

  @UseMiddleware(freshLoadersPerEvent)
  @Subscription(() => Comment, {
    description:
      "Each new comment on one piece of content, for a subscriber who may read it; comments of suspended members and across a block are not sent, nor anything once the subscriber may no longer read the content. " +
      "Members only (the socket needs a member's token). Errors: NOT_FOUND or FORBIDDEN at the start, as `comments` answers them.",
    subscribe: async ({ args, context }: { args: EventArgs; context: Context }) => {
      await requireReadable(context, context.viewer, args);
      // Whether this subscriber may see a comment is decided once, and the comment read then is the
      // one sent: read again when resolved, a change in between (the member left the group) would send
      // an error where nothing should go.
      return pipe(
        context.pubSub.subscribe("COMMENT_ADDED"),
        filter(
          (event: CommentEvent) =>
            event.contentType === args.contentType && event.contentId === args.contentId,
        ),
        map(async (event: CommentEvent) => commentForEvent(context, context.viewer, event)),
        filter((comment: Comment | null) => comment !== null),
      );
    },
  })
  commentAdded(
    @Arg("contentType", () => CommentableType, { description: "The type of the content." })
    _contentType: CommentableType,
    @IdArg("contentId", "The content's id.") _contentId: string,
    @Root() comment: Comment,
  ): Comment {
    return comment;
  }

  @FieldResolver(() => Profile, {
    nullable: true,
    description:
      "The member who wrote it, as the viewer may see their profile; null if their account is gone.",
  })
  author(@Root() comment: Comment, @Ctx() ctx: Context): Promise<Profile | null> {
    return ctx.loaders.profileById.load(comment.authorId);
  }

  @FieldResolver(() => Boolean, { description: "Whether the viewer wrote it, and so may edit it." })
  viewerCanEdit(@Root() comment: Comment, @Ctx() ctx: Context): boolean {
    return can(ctx.viewer, "edit", comment);
  }

  @FieldResolver(() => Boolean, {
    description:
      "Whether the viewer may delete it: its author, the content's moderators and super admins.",
  })
  viewerCanDelete(@Root() comment: Comment, @Ctx() ctx: Context): boolean {
    return can(ctx.viewer, "delete", comment);
  }
}
