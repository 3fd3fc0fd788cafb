import { Arg, Authorized, Ctx, Field, InputType, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { MemberSettings } from "./settings.entity";

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

const DEFAULTS = {
  emailNotifications: true,
  pushNotifications: true,
  profileVisible: true,
  dataCollection: true,
};

@Resolver(() => MemberSettings)
export class SettingsResolver {
  @Authorized()
  @Query(() => MemberSettings, {
    description: "The viewer's settings switches (all on until changed)",
  })
  async settings(@Ctx() ctx: Context): Promise<MemberSettings> {
    const row = await ctx.db.getRepository(MemberSettings).findOneBy({ userId: ctx.viewer!.id });
    return row ?? Object.assign(new MemberSettings(), { userId: ctx.viewer!.id, ...DEFAULTS });
  }

  @Authorized()
  @Mutation(() => MemberSettings)
  async updateSettings(
    @Arg("input") input: UpdateSettingsInput,
    @Ctx() ctx: Context,
  ): Promise<MemberSettings> {
    const userId = ctx.viewer!.id;
    const changes = Object.fromEntries(
      Object.entries(input).filter(([, v]) => typeof v === "boolean"),
    );
    const repo = ctx.db.getRepository(MemberSettings);
    await repo.upsert({ userId, ...DEFAULTS, ...(await repo.findOneBy({ userId })), ...changes }, [
      "userId",
    ]);
    return repo.findOneByOrFail({ userId });
  }
}
