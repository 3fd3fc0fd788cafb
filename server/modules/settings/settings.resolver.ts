import { Arg, Authorized, Ctx, Field, InputType, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../kernel/context";
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
}
