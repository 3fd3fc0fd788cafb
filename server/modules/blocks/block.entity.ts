import { Check, CreateDateColumn, Entity, Index, ManyToOne, PrimaryColumn } from "typeorm";
import type { Relation } from "typeorm";
import { Profile } from "../profiles";

/** A member (blocker) blocked another (blocked): one row per ordered pair, gone with either account. */
@Entity({ name: "member_blocks" })
@Check("CHK_member_blocks_not_self", `"blocker_id" <> "blocked_id"`)
@Index("IDX_member_blocks_blocked", ["blockedId", "blockerId"])
export class MemberBlock {
  @PrimaryColumn({ type: "uuid" })
  blockerId: string;

  @ManyToOne(() => Profile, { onDelete: "CASCADE" })
  blocker: Relation<Profile>;

  @PrimaryColumn({ type: "uuid" })
  blockedId: string;

  @ManyToOne(() => Profile, { onDelete: "CASCADE" })
  blocked: Relation<Profile>;

  @CreateDateColumn({ type: "timestamptz", precision: 3 })
  createdAt: Date;
}
