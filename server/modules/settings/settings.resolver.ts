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

@InputType({ description: "Settings switches; those left out or null stay as they are" })
export class UpdateSettingsInput {
  @Field({
    nullable: true,
    description:
      "False turns every kind of notification's e-mail off; true brings back the default e-mails (MemberSettings.emailNotifications)",
  })
  emailNotifications?: boolean;

  @Field({ nullable: true, description: "Whether the member wants push notifications" })
  pushNotifications?: boolean;

  @Field({
    nullable: true,
    description: "Whether others see the profile's details (MemberSettings.profileVisible)",
  })
  profileVisible?: boolean;

  @Field({ nullable: true, description: "Allow usage data collection to improve Agora" })
  dataCollection?: boolean;
}

@Resolver(() => MemberSettings)
export class SettingsResolver {
  @Authorized()
  @Query(() => MemberSettings, {
    description:
      "The viewer's settings (every switch on, the digest weekly and privacy open to everyone until changed). Members only. Errors: UNAUTHENTICATED.",
  })
  async settings(@Ctx() ctx: Context): Promise<MemberSettings> {
    return settingsOf(ctx, ctx.viewer!);
  }

  @Authorized()
  @Mutation(() => MemberSettings, {
    description:
      "Changes the viewer's settings switches given; answers the settings. Members only. Errors: UNAUTHENTICATED.",
  })
  async updateSettings(
    @Arg("input", { description: "The switches to change" }) input: UpdateSettingsInput,
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
    description:
      "Sets whether one kind of notification shows in the viewer's app and is e-mailed to them. Members only. Errors: UNAUTHENTICATED.",
  })
  async setNotificationPreference(
    @Arg("type", () => NotificationType, { description: "The kind of notification" })
    type: NotificationType,
    @Arg("inApp", { description: "Whether it shows in the app's notifications" }) inApp: boolean,
    @Arg("email", { description: "Whether it is e-mailed" }) email: boolean,
    @Ctx() ctx: Context,
  ): Promise<NotificationPreference> {
    return setPreference(ctx.db, ctx.viewer!.id, { type, inApp, email });
  }

  @Authorized()
  @Mutation(() => MemberSettings, {
    description:
      "Sets how often the viewer's e-mail digest of unread notifications comes (OFF: never); answers the settings. Members only. Errors: UNAUTHENTICATED.",
  })
  async setDigestFrequency(
    @Arg("frequency", () => DigestFrequency, { description: "How often; OFF stops it" })
    frequency: DigestFrequency,
    @Ctx() ctx: Context,
  ): Promise<MemberSettings> {
    return updateSettings(ctx, ctx.viewer!, { digest: frequency });
  }

  @Authorized()
  @Mutation(() => MemberSettings, {
    description:
      "Sets who may message the viewer, who may list their connections, and whether their e-mail address finds them; answers the settings. Members only. Errors: UNAUTHENTICATED.",
  })
  async updatePrivacy(
    @Arg("input", { description: "The privacy controls to change" }) input: PrivacyInput,
    @Ctx() ctx: Context,
  ): Promise<MemberSettings> {
    return updateSettings(ctx, ctx.viewer!, input);
  }
}
