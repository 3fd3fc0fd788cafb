import { Column, Entity } from "typeorm";
import { ForeignKey } from "../../graphql/columns";
import { Profile } from "../profiles";

/**
 * A member (viewer) may know another (member): the viewer's stored suggestions, scored as
 * peopleYouMayKnow scores them (10 per mutual connection plus the ties' weights), with the mutual count,
 * the ties' reasons (at most 3, best first) and whether the member's profile was visible when scored.
 * Written by one statement per recompute (network.suggestions.ts); read by the viewer's id in the order of
 * a page, (viewer_id, score DESC, member_id), an index only the migration can state. Gone with either
 * account.
 */
@Entity({ name: "member_suggestions" })
export class MemberSuggestion {
  @ForeignKey(() => Profile, { primary: true })
  viewerId: string;

  @ForeignKey(() => Profile, { primary: true, index: "IDX_member_suggestions_member" })
  memberId: string;

  @Column({ type: "int" })
  score: number;

  @Column({ type: "int" })
  mutual: number;

  @Column({ type: "text", array: true })
  labels: string[];

  @Column({ type: "boolean" })
  visible: boolean;
}

/**
 * When a viewer's suggestions were last computed, from which of the viewer's own ties (`version`, a
 * digest of what the ties read of the viewer), and how many were stored: the read's freshness probe.
 */
@Entity({ name: "member_suggestion_runs" })
export class MemberSuggestionRun {
  @ForeignKey(() => Profile, { primary: true })
  viewerId: string;

  @Column({ type: "timestamptz", precision: 3 })
  computedAt: Date;

  @Column({ type: "text" })
  version: string;

  @Column({ type: "int" })
  candidates: number;
}
