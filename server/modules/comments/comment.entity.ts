import { CommentableType } from "../../kernel/kinds";
import { Field, ObjectType } from "type-graphql";
import { Column, Entity, Index, type Relation } from "typeorm";
import { IdField, CreatedAtField, BelongsTo } from "../../graphql/columns";
import { ID } from "../../graphql/ids";
import { Profile } from "../profiles";
import { COMMENT_LIMITS } from "./comments.rules";

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

  @Field(() => CommentableType)
  @Column({ type: "enum", enum: CommentableType, enumName: "commentable_type" })
  contentType: CommentableType;

  @Field(() => ID)
  @Column({ type: "uuid" })
  contentId: string;

  @Column({ type: "uuid" })
  authorId: string;

  @BelongsTo(() => Profile, "author_id")
  author: Relation<Profile>;

  @Field()
  @Column({ type: "varchar", length: COMMENT_LIMITS.max })
  content: string;

  @CreatedAtField()
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: "When its author last edited it" })
  @Column({ type: "timestamptz", precision: 3, nullable: true })
  editedAt: Date | null;

  /** Whether the viewer moderates the content's comments (worked out once per list; not stored). */
  viewerModerates?: boolean;
}
