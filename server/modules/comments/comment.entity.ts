import { CommentableType } from "../../kernel/kinds";
import { Field, ObjectType } from "type-graphql";
import { Column, Entity, Index } from "typeorm";
import {
  IdField,
  CreatedAtField,
  TextField,
  EnumField,
  TimeField,
  ForeignKey,
} from "../../graphql/columns";
import { ID } from "../../graphql/ids";
import { Profile } from "../profiles";
import { COMMENT_LIMITS } from "./rules";

/**
 * A member's comment on a piece of content, named by (content_type, content_id) as reactions and feed
 * items are: the content's area owns the row, and a trigger on its table removes its comments with it
 * (see the GroupsComments migration).
 */
@ObjectType({
  description:
    "A member's comment on a piece of content (an article, a group or page post, a forum post: there, a reply). It goes when its content is deleted.",
})
@Entity({ name: "comments" })
@Index("IDX_comments_content", ["contentType", "contentId", "createdAt", "id"])
@Index("IDX_comments_author", ["authorId"])
export class Comment {
  @IdField("The comment's unique id (a UUID).")
  id: string;

  @EnumField(CommentableType, "commentable_type", {
    description: "The type of the content it is on.",
  })
  contentType: CommentableType;

  @Field(() => ID, { description: "The id of the content it is on." })
  @Column({ type: "uuid" })
  contentId: string;

  @ForeignKey(() => Profile)
  authorId: string;

  @TextField(COMMENT_LIMITS.max, { description: "The text, trimmed: 1 to 2000 characters." })
  content: string;

  @CreatedAtField("When it was written; lists go by it, oldest first.")
  createdAt: Date;

  @TimeField({ nullable: true, description: "When its author last edited it; null if never." })
  editedAt: Date | null;

  /** Whether the viewer moderates the content's comments (worked out once per list; not stored). */
  viewerModerates?: boolean;
}
