import { ObjectType } from "type-graphql";
import { Column, Entity, UpdateDateColumn } from "typeorm";
import { User } from "../accounts";
import { FlagField, ForeignKey, KindField } from "../../graphql/columns";
import { DigestFrequency } from "./preferences";
import { Audience } from "./privacy";

/**
 * A member's switches on the Settings page; every one is on until the member turns it off, and the privacy
 * controls open to everyone (privacy.ts).
 */
@ObjectType("MemberSettings")
@Entity({ name: "member_settings" })
export class MemberSettings {
  @ForeignKey(() => User, { primary: true, one: true })
  userId: string;

  @FlagField({
    description:
      "E-mail notifications: false turns every kind's e-mail off, true turns those the member has set back on",
    default: true,
  })
  emailNotifications: boolean;

  @FlagField({ description: "Push notifications", default: true })
  pushNotifications: boolean;

  @FlagField({ description: "Profile visible to other members", default: true })
  profileVisible: boolean;

  @FlagField({ description: "Allow usage data collection to improve Agora", default: true })
  dataCollection: boolean;

  @KindField(() => DigestFrequency, 10, {
    description: "How often the e-mail digest comes (WEEKLY until the member chooses)",
    default: DigestFrequency.WEEKLY,
  })
  digest: DigestFrequency;

  /** When the member last chose the digest's frequency (a digest's period counts from it at the earliest). */
  @Column({ name: "digest_chosen_at", type: "timestamptz", precision: 3, nullable: true })
  digestChosenAt: Date | null;

  @KindField(() => Audience, 12, {
    description:
      "Who may message the member (EVERYONE until changed); business inquiries follow it too, and blocks always win",
    default: Audience.EVERYONE,
  })
  whoCanMessage: Audience;

  @KindField(() => Audience, 12, {
    description:
      "Who may list the member's connections, followers and following (EVERYONE until changed); the counts show to all",
    default: Audience.EVERYONE,
  })
  connectionsVisibleTo: Audience;

  @FlagField({
    description: "Whether a whole e-mail address finds the member in contacts search",
    default: true,
  })
  discoverableByEmail: boolean;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
