import { CommentableType } from "../../kernel/kinds";
import { Field, ObjectType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from "typeorm";
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
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field(() => CommentableType)
  @Column({ type: "enum", enum: CommentableType, enumName: "commentable_type" })
  contentType: CommentableType;

  @Field(() => ID)
  @Column({ type: "uuid" })
  contentId: string;

  @Column({ type: "uuid" })
  authorId: string;

  @ManyToOne(() => Profile, { onDelete: "CASCADE" })
  @JoinColumn({ name: "author_id" })
  author: Relation<Profile>;

  @Field()
  @Column({ type: "varchar", length: COMMENT_LIMITS.max })
  content: string;

  @Field()
  @CreateDateColumn({ type: "timestamptz", precision: 3 })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: "When its author last edited it" })
  @Column({ type: "timestamptz", precision: 3, nullable: true })
  editedAt: Date | null;

  /** Whether the viewer moderates the content's comments (worked out once per list; not stored). */
  viewerModerates?: boolean;
}
