import { ObjectType } from "type-graphql";
import { Entity, UpdateDateColumn } from "typeorm";
import { User } from "../accounts";
import { FlagField, ForeignKey } from "../../graphql/columns";

/** A member's switches on the Settings page; every one is on until the member turns it off. */
@ObjectType("MemberSettings")
@Entity({ name: "member_settings" })
export class MemberSettings {
  @ForeignKey(() => User, { primary: true, one: true })
  userId: string;

  @FlagField({ description: "E-mail notifications", default: true })
  emailNotifications: boolean;

  @FlagField({ description: "Push notifications", default: true })
  pushNotifications: boolean;

  @FlagField({ description: "Profile visible to other members", default: true })
  profileVisible: boolean;

  @FlagField({ description: "Allow usage data collection to improve Agora", default: true })
  dataCollection: boolean;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
