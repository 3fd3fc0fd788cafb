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
      "Starts adding a passkey: PublicKeyCredentialCreationOptionsJSON for the browser (valid 5 minutes). Members only; at most 20 passkeys each. Errors: UNAUTHENTICATED; BAD_USER_INPUT (field name) when the viewer has 20 already.",
  })
  async beginPasskeyRegistration(@Ctx() ctx: Context): Promise<JSONObject> {
    return { ...(await passkeys.beginRegistration(ctx, ctx.viewer!)) };
  }

  @Authorized()
  @Mutation(() => Passkey, {
    description:
      "Saves the passkey the browser created. Members only. Errors: UNAUTHENTICATED; BAD_USER_INPUT when the request expired or the response cannot be verified, (field name) when the name is too long or the viewer has 20 passkeys; CONFLICT when this passkey is registered already.",
  })
  finishPasskeyRegistration(
    @Arg("response", () => GraphQLJSONObject, {
      description:
        "The browser's RegistrationResponseJSON for the options beginPasskeyRegistration gave",
    })
    response: JSONObject,
    @Arg("name", () => String, {
      nullable: true,
      description:
        "A name for it, trimmed, at most 60 characters; blank or left out: the device's, read from the browser",
    })
    name: string | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<Passkey> {
    return passkeys.finishRegistration(ctx, ctx.viewer!, { response, name }, ctx);
  }

  @Mutation(() => GraphQLJSONObject, {
    description:
      "Starts signing in with a passkey: PublicKeyCredentialRequestOptionsJSON (valid 5 minutes); without an e-mail any discoverable passkey answers. Open to visitors; limited per IP address every 15 minutes. Errors: RATE_LIMITED.",
  })
  async beginPasskeySignIn(
    @Arg("email", () => String, {
      nullable: true,
      description:
        "The member's e-mail address, to accept only their passkeys; an unknown address answers as one without passkeys",
    })
    email: string | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<JSONObject> {
    return { ...(await passkeys.beginSignIn(ctx, email, ctx)) };
  }

  @Mutation(() => AuthPayload, {
    description:
      "Signs in with the browser's assertion; a passkey needs no second factor. Open to visitors; limited per IP address every 15 minutes. Errors: BAD_USER_INPUT when the request expired, the passkey is not registered or the assertion cannot be verified; FORBIDDEN for a suspended account; RATE_LIMITED.",
  })
  async finishPasskeySignIn(
    @Arg("response", () => GraphQLJSONObject, {
      description:
        "The browser's AuthenticationResponseJSON for the options beginPasskeySignIn gave",
    })
    response: JSONObject,
    @Ctx() ctx: Context,
  ): Promise<AuthPayload> {
    return startSession(ctx, await passkeys.finishSignIn(ctx, response, ctx));
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Deletes one of the viewer's passkeys. Members only. Errors: UNAUTHENTICATED; NOT_FOUND when it is not one of the viewer's.",
  })
  deletePasskey(
    @IdArg("id", "The passkey's id") id: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
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
