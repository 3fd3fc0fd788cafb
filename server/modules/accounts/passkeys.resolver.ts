import { GraphQLJSONObject } from "graphql-scalars";
import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from "type-graphql";
import type { Context } from "../../kernel/context";
import { IdArg } from "../../graphql/args";
import { MemberSettings } from "../settings";
import { startSession } from "./accounts.resolver";
import { AuthPayload } from "./accounts.types";
import { Passkey } from "./passkey.entity";
import * as passkeys from "./passkeys.service";

type JSONObject = Record<string, unknown>;

/** Passkeys (WebAuthn): adding and deleting them in Settings › Security, and signing in with one. */
@Resolver(() => Passkey)
export class PasskeysResolver {
  @Authorized()
  @Mutation(() => GraphQLJSONObject, {
    description:
      "Starts adding a passkey: PublicKeyCredentialCreationOptionsJSON for the browser (valid 5 minutes)",
  })
  async beginPasskeyRegistration(@Ctx() ctx: Context): Promise<JSONObject> {
    return { ...(await passkeys.beginRegistration(ctx, ctx.viewer!)) };
  }

  @Authorized()
  @Mutation(() => Passkey, {
    description:
      "Saves the passkey the browser created (its RegistrationResponseJSON); a blank name becomes the device's",
  })
  finishPasskeyRegistration(
    @Arg("response", () => GraphQLJSONObject) response: JSONObject,
    @Arg("name", () => String, { nullable: true }) name: string | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<Passkey> {
    return passkeys.finishRegistration(ctx, ctx.viewer!, { response, name }, ctx);
  }

  @Mutation(() => GraphQLJSONObject, {
    description:
      "Starts signing in with a passkey: PublicKeyCredentialRequestOptionsJSON (valid 5 minutes); without an e-mail any discoverable passkey answers",
  })
  async beginPasskeySignIn(
    @Arg("email", () => String, { nullable: true }) email: string | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<JSONObject> {
    return { ...(await passkeys.beginSignIn(ctx, email, ctx)) };
  }

  @Mutation(() => AuthPayload, {
    description:
      "Signs in with the browser's assertion (AuthenticationResponseJSON); a passkey needs no second factor",
  })
  async finishPasskeySignIn(
    @Arg("response", () => GraphQLJSONObject) response: JSONObject,
    @Ctx() ctx: Context,
  ): Promise<AuthPayload> {
    return startSession(ctx, await passkeys.finishSignIn(ctx, response, ctx));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Deletes one of the viewer's passkeys" })
  deletePasskey(@IdArg("id") id: string, @Ctx() ctx: Context): Promise<boolean> {
    return passkeys.deletePasskey(ctx, ctx.viewer!, id);
  }
}

/** Settings › Security lists the member's passkeys. */
@Resolver(() => MemberSettings)
export class PasskeySettingsResolver {
  @FieldResolver(() => [Passkey], { description: "The member's passkeys, the newest first" })
  async passkeys(@Root() settings: MemberSettings, @Ctx() ctx: Context): Promise<Passkey[]> {
    // Settings are only ever the viewer's own; anyone else's passkeys are not listed.
    if (ctx.viewer?.id !== settings.userId) return [];
    return passkeys.passkeysOf(ctx.db, settings.userId);
  }
}
