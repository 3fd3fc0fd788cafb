import { Check, CreateDateColumn, Entity, Index } from "typeorm";
import { Profile } from "../profiles";
import { ForeignKey } from "../../graphql/columns";

/** A member (blocker) blocked another (blocked): one row per ordered pair, gone with either account. */
@Entity({ name: "member_blocks" })
@Check("CHK_member_blocks_not_self", `"blocker_id" <> "blocked_id"`)
@Index("IDX_member_blocks_blocked", ["blockedId", "blockerId"])
export class MemberBlock {
  @ForeignKey(() => Profile, { primary: true })
  blockerId: string;

  @ForeignKey(() => Profile, { primary: true })
  blockedId: string;

  @CreateDateColumn({ type: "timestamptz", precision: 3 })
  createdAt: Date;
}
