import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  InputType,
  Mutation,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import type { Context } from "../../kernel/context";
import { NotificationType } from "../../kernel/kinds";
import {
  DigestFrequency,
  NotificationPreference,
  preferencesOf,
  setPreference,
} from "./preferences";
import { PrivacyInput } from "./privacy";
import { MemberSettings } from "./settings.entity";
import { settingsOf, updateSettings } from "./settings.service";

@InputType({ description: "Switches left out stay as they are" })
export class UpdateSettingsInput {
  @Field({ nullable: true })
  emailNotifications?: boolean;

  @Field({ nullable: true })
  pushNotifications?: boolean;

  @Field({ nullable: true })
  profileVisible?: boolean;

  @Field({ nullable: true })
  dataCollection?: boolean;
}

@Resolver(() => MemberSettings)
export class SettingsResolver {
  @Authorized()
  @Query(() => MemberSettings, {
    description: "The viewer's settings switches (all on until changed)",
  })
  async settings(@Ctx() ctx: Context): Promise<MemberSettings> {
    return settingsOf(ctx, ctx.viewer!);
  }

  @Authorized()
  @Mutation(() => MemberSettings)
  async updateSettings(
    @Arg("input") input: UpdateSettingsInput,
    @Ctx() ctx: Context,
  ): Promise<MemberSettings> {
    return updateSettings(ctx, ctx.viewer!, input);
  }

  @FieldResolver(() => [NotificationPreference], {
    description:
      "One per kind of notification: whether it shows in the app, whether it is e-mailed",
  })
  async notificationPreferences(
    @Root() settings: MemberSettings,
    @Ctx() ctx: Context,
  ): Promise<NotificationPreference[]> {
    return preferencesOf(ctx.db, settings.userId);
  }

  @Authorized()
  @Mutation(() => NotificationPreference, {
    description: "Sets whether one kind of notification shows in the app and is e-mailed",
  })
  async setNotificationPreference(
    @Arg("type", () => NotificationType) type: NotificationType,
    @Arg("inApp") inApp: boolean,
    @Arg("email") email: boolean,
    @Ctx() ctx: Context,
  ): Promise<NotificationPreference> {
    return setPreference(ctx.db, ctx.viewer!.id, { type, inApp, email });
  }

  @Authorized()
  @Mutation(() => MemberSettings, {
    description: "How often the e-mail digest of unread notifications comes (OFF: never)",
  })
  async setDigestFrequency(
    @Arg("frequency", () => DigestFrequency) frequency: DigestFrequency,
    @Ctx() ctx: Context,
  ): Promise<MemberSettings> {
    return updateSettings(ctx, ctx.viewer!, { digest: frequency });
  }

  @Authorized()
  @Mutation(() => MemberSettings, {
    description:
      "Who may message the member, who may list their connections, and whether their e-mail address finds them",
  })
  async updatePrivacy(
    @Arg("input") input: PrivacyInput,
    @Ctx() ctx: Context,
  ): Promise<MemberSettings> {
    return updateSettings(ctx, ctx.viewer!, input);
  }
}
