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
@ObjectType("MemberSettings", {
  description:
    "The viewer's own settings (the Settings page): switches, notification preferences, the e-mail digest, privacy and security",
})
@Entity({ name: "member_settings" })
export class MemberSettings {
  @ForeignKey(() => User, { primary: true, one: true })
  userId: string;

  @FlagField({
    description:
      "E-mail notifications, on until turned off: off turns every kind's e-mail off; on brings back the default (e-mail for the kinds e-mailed by default, such as messages and friend requests, none for the rest)",
    default: true,
  })
  emailNotifications: boolean;

  @FlagField({
    description:
      "Whether the member wants push notifications (on until turned off; kept only, nothing is pushed)",
    default: true,
  })
  pushNotifications: boolean;

  @FlagField({
    description:
      "Whether others see the profile's details (on until turned off). Off: other members and visitors, super admins excepted, see only the name and pictures (no bio, location, company, title, skills, experience or education), and search finds the member by name only",
    default: true,
  })
  profileVisible: boolean;

  @FlagField({
    description: "Allow usage data collection to improve Agora (on until turned off; kept only)",
    default: true,
  })
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
