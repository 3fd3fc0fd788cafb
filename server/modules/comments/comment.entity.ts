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
@ObjectType({ description: "A comment (a reply, on a forum post)" })
@Entity({ name: "comments" })
@Index("IDX_comments_content", ["contentType", "contentId", "createdAt", "id"])
@Index("IDX_comments_author", ["authorId"])
export class Comment {
  @IdField()
  id: string;

  @EnumField(CommentableType, "commentable_type")
  contentType: CommentableType;

  @Field(() => ID)
  @Column({ type: "uuid" })
  contentId: string;

  @ForeignKey(() => Profile)
  authorId: string;

  @TextField(COMMENT_LIMITS.max)
  content: string;

  @CreatedAtField()
  createdAt: Date;

  @TimeField({ nullable: true, description: "When its author last edited it" })
  editedAt: Date | null;

  /** Whether the viewer moderates the content's comments (worked out once per list; not stored). */
  viewerModerates?: boolean;
}
