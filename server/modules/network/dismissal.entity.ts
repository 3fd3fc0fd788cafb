import { CreateDateColumn, Entity, Index } from "typeorm";
import { ForeignKey } from "../../graphql/columns";
import { Profile } from "../profiles";

/** A member (user) asked not to be suggested another (dismissed) again: gone with either account. */
@Entity({ name: "suggestion_dismissals" })
@Index("IDX_suggestion_dismissals_dismissed", ["dismissedUserId"])
export class SuggestionDismissal {
  @ForeignKey(() => Profile, { primary: true })
  userId: string;

  @ForeignKey(() => Profile, { primary: true })
  dismissedUserId: string;

  @CreateDateColumn({ type: "timestamptz", precision: 3 })
  createdAt: Date;
}
