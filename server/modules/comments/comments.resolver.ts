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

@ObjectType()
export class CommentConnection extends Connection(Comment, "Comment") {}

type EventArgs = { contentType: CommentableType; contentId: string };

@Resolver(() => Comment)
export class CommentsResolver {
  @Query(() => CommentConnection, {
    description:
      "Comments on a piece of content, oldest first; for whoever may read it (a private group's posts: its members)",
  })
  comments(
    @Arg("contentType", () => CommentableType) contentType: CommentableType,
    @IdArg("contentId") contentId: string,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<CommentConnection> {
    return listComments(ctx, ctx.viewer, { contentType, contentId, ...page });
  }

  @SignedIn(COMMENT_ERRORS.signIn)
  @Mutation(() => Comment, {
    description: "Comments on a piece of content; its owner is notified",
  })
  addComment(
    @InputArg(AddCommentInput) input: AddCommentInput,
    @Ctx() ctx: Context,
  ): Promise<Comment> {
    return addComment(ctx, ctx.viewer!, input);
  }

  @Authorized()
  @Mutation(() => Comment, { description: "Edits one of the viewer's comments" })
  updateComment(
    @IdArg("id") id: string,
    @Arg("content") content: string,
    @Ctx() ctx: Context,
  ): Promise<Comment> {
    return updateComment(ctx, ctx.viewer!, { id, content });
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Deletes a comment: its author, the content's moderators (a group's admins and moderators), super admins",
  })
  deleteComment(@IdArg("id") id: string, @Ctx() ctx: Context): Promise<boolean> {
    return deleteComment(ctx, ctx.viewer!, id);
  }

  @UseMiddleware(freshLoadersPerEvent)
  @Subscription(() => Comment, {
    description:
      "New comments on one piece of content, to subscribers who may read it (refused to others)",
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
    @Arg("contentType", () => CommentableType) _contentType: CommentableType,
    @IdArg("contentId") _contentId: string,
    @Root() comment: Comment,
  ): Comment {
    return comment;
  }

  @FieldResolver(() => Profile, { nullable: true })
  author(@Root() comment: Comment, @Ctx() ctx: Context): Promise<Profile | null> {
    return ctx.loaders.profileById.load(comment.authorId);
  }

  @FieldResolver(() => Boolean, { description: "Whether the viewer wrote it (and may edit it)" })
  viewerCanEdit(@Root() comment: Comment, @Ctx() ctx: Context): boolean {
    return can(ctx.viewer, "edit", comment);
  }

  @FieldResolver(() => Boolean, { description: "Whether the viewer may delete it" })
  viewerCanDelete(@Root() comment: Comment, @Ctx() ctx: Context): boolean {
    return can(ctx.viewer, "delete", comment);
  }
}
