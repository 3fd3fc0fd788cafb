import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, type GraphQLQuery, type GraphQLResponseBody } from "msw";
import { makeViewer, type ViewerFixture } from "./support/fixtures";
import { api, gqlData, graphQLError, meHandler } from "./support/graphql";
import { renderApp } from "./support/render";
import { server } from "./support/server";

/** signIn's answer for a member with two-factor on. */
const twoFactorRequired = (challenge: string) =>
  HttpResponse.json<GraphQLResponseBody<GraphQLQuery>>({
    errors: [
      {
        message: "Enter the code from your authenticator app.",
        extensions: { code: "TWO_FACTOR_REQUIRED", challenge },
      },
    ],
    data: null,
  } as unknown as GraphQLResponseBody<GraphQLQuery>);

const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

async function passwordStep() {
  const utils = renderApp("/auth");
  await screen.findByRole("form", { name: "Login" });
  await utils.user.type(screen.getAllByLabelText("Email")[0], "ada@example.com");
  await utils.user.type(screen.getAllByLabelText("Password")[0], "secret123");
  await utils.user.click(screen.getByRole("button", { name: "Log in" }));
  const step = await screen.findByRole("form", { name: "Two-factor authentication" });
  return { ...utils, step };
}

describe("signing in with two-factor on", () => {
  it("asks for the app's code after the password, says 'Invalid code', and takes a recovery code", async () => {
    let me: ViewerFixture | null = null;
    const sent: unknown[] = [];
    const viewer = makeViewer({ fullName: "Ada Lovelace" });
    server.use(
      meHandler(() => me),
      api.mutation("SignIn", () => twoFactorRequired("the-challenge")),
      api.mutation("CompleteSignIn", ({ variables }) => {
        sent.push(variables);
        if (variables.code !== "abcde-fghjk")
          return graphQLError("Invalid code", "BAD_USER_INPUT", { code: "Invalid code" });
        me = viewer;
        return gqlData({
          completeSignIn: {
            __typename: "AuthPayload",
            expiresAt: "2030-01-01T00:00:00.000Z",
            me: viewer,
          },
        });
      }),
    );
    const { user, step } = await passwordStep();

    expect(within(step).getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
    const field = within(step).getByLabelText("Authentication code");
    expect(field).toHaveAttribute("autocomplete", "one-time-code");
    expect(field).toHaveAttribute("inputmode", "numeric");
    expect(screen.queryByRole("form", { name: "Login" })).not.toBeInTheDocument();

    await user.type(field, "12a34 56");
    expect(field).toHaveValue("123456");
    await user.click(within(step).getByRole("button", { name: "Verify" }));
    expect(await within(step).findByText("Invalid code")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");

    await user.click(within(step).getByRole("button", { name: "Use a recovery code" }));
    const recovery = within(step).getByLabelText("Recovery code");
    expect(within(step).queryByText("Invalid code")).not.toBeInTheDocument();
    await user.type(recovery, "abcde-fghjk");
    await user.click(within(step).getByRole("button", { name: "Verify" }));

    expect(await screen.findByRole("heading", { name: "News Feed" })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/);
    expect(sent).toEqual([
      { challenge: "the-challenge", code: "123456" },
      { challenge: "the-challenge", code: "abcde-fghjk" },
    ]);
  });

  it("goes back to the password when the sign-in has expired, and from 'Back to login'", async () => {
    server.use(
      meHandler(null),
      api.mutation("SignIn", () => twoFactorRequired("old")),
      api.mutation("CompleteSignIn", () =>
        graphQLError("This sign-in has expired. Please sign in again.", "BAD_USER_INPUT", {
          challenge: "This sign-in has expired. Please sign in again.",
        }),
      ),
    );
    const { user, step } = await passwordStep();
    await user.type(within(step).getByLabelText("Authentication code"), "123456");
    await user.click(within(step).getByRole("button", { name: "Verify" }));

    expect(await screen.findByRole("status", { name: /Login Failed/ })).toHaveTextContent(
      "This sign-in has expired. Please sign in again.",
    );
    const login = await screen.findByRole("form", { name: "Login" });
    // What was typed stays.
    expect(within(login).getAllByLabelText("Email")[0]).toHaveValue("ada@example.com");

    await user.click(within(login).getByRole("button", { name: "Log in" }));
    const again = await screen.findByRole("form", { name: "Two-factor authentication" });
    await user.click(within(again).getByRole("button", { name: "Back to login" }));
    expect(await screen.findByRole("form", { name: "Login" })).toBeInTheDocument();
  });
});

describe("Settings › Security › Two-factor authentication", () => {
  it("turns on with the app's code, shows the recovery codes once, then offers Turn off", async () => {
    let enabled = false;
    let confirmed: unknown;
    server.use(
      meHandler(makeViewer()),
      api.query("SecuritySessions", () => gqlData({ sessions: [] })),
      api.query("SecurityPasskeys", () =>
        gqlData({ settings: { __typename: "MemberSettings", passkeys: [] } }),
      ),
      api.query("TwoFactorStatus", () =>
        gqlData({ settings: { __typename: "MemberSettings", totpEnabled: enabled } }),
      ),
      api.mutation("BeginTotpSetup", () =>
        gqlData({
          beginTotpSetup: {
            __typename: "TotpSetup",
            secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
            otpauthUrl:
              "otpauth://totp/Agora:ada%40example.com?issuer=Agora&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30",
          },
        }),
      ),
      api.mutation("ConfirmTotpSetup", ({ variables }) => {
        if (variables.code !== "654321")
          return graphQLError("Invalid code", "BAD_USER_INPUT", { code: "Invalid code" });
        confirmed = variables;
        enabled = true;
        return gqlData({
          confirmTotpSetup: { __typename: "RecoveryCodes", codes: RECOVERY_CODES },
        });
      }),
    );
    const { user } = renderApp("/settings?tab=security");
    const card = await screen.findByRole("region", { name: "Two-factor authentication" });
    expect(await within(card).findByText("Off")).toBeInTheDocument();

    await user.click(within(card).getByRole("button", { name: "Turn on" }));
    expect(
      await within(card).findByRole("img", {
        name: "QR code to scan with your authenticator app",
      }),
    ).toHaveAttribute("src", expect.stringMatching(/^data:image\/svg\+xml/));
    expect(within(card).getByText("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP")).toBeInTheDocument();

    const code = within(card).getByLabelText("Code from your app");
    await user.type(code, "111111");
    await user.click(within(card).getByRole("button", { name: "Confirm" }));
    expect(await within(card).findByText("Invalid code")).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, "654321");
    await user.click(within(card).getByRole("button", { name: "Confirm" }));

    const list = await within(card).findByRole("list", { name: "Recovery codes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    expect(confirmed).toEqual({ code: "654321" });
    expect(within(card).getByRole("button", { name: "Copy" })).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Download" })).toBeInTheDocument();

    await user.click(within(card).getByRole("button", { name: "Done" }));
    await waitFor(() =>
      expect(within(card).queryByRole("list", { name: "Recovery codes" })).not.toBeInTheDocument(),
    );
    expect(await within(card).findByText("On")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Turn off" })).toBeInTheDocument();
  });

  it("turns off with the password and a code, showing the server's refusal by field", async () => {
    let enabled = true;
    const tries: unknown[] = [];
    server.use(
      meHandler(makeViewer()),
      api.query("SecuritySessions", () => gqlData({ sessions: [] })),
      api.query("SecurityPasskeys", () =>
        gqlData({ settings: { __typename: "MemberSettings", passkeys: [] } }),
      ),
      api.query("TwoFactorStatus", () =>
        gqlData({ settings: { __typename: "MemberSettings", totpEnabled: enabled } }),
      ),
      api.mutation("DisableTotp", ({ variables }) => {
        tries.push(variables);
        if (variables.password !== "secret123")
          return graphQLError("Password is incorrect", "BAD_USER_INPUT", {
            password: "Password is incorrect",
          });
        enabled = false;
        return gqlData({ disableTotp: true });
      }),
    );
    const { user } = renderApp("/settings?tab=security");
    const card = await screen.findByRole("region", { name: "Two-factor authentication" });
    await user.click(await within(card).findByRole("button", { name: "Turn off" }));

    const dialog = await screen.findByRole("dialog", {
      name: "Turn off two-factor authentication?",
    });
    await user.type(within(dialog).getByLabelText("Password"), "wrong");
    await user.type(within(dialog).getByLabelText("Code"), "123456");
    await user.click(within(dialog).getByRole("button", { name: "Turn off" }));
    expect(await within(dialog).findByText("Password is incorrect")).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText("Password"));
    await user.type(within(dialog).getByLabelText("Password"), "secret123");
    await user.click(within(dialog).getByRole("button", { name: "Turn off" }));
    expect(
      await screen.findByRole("status", { name: /Two-factor authentication is off/ }),
    ).toBeInTheDocument();
    expect(await within(card).findByRole("button", { name: "Turn on" })).toBeInTheDocument();
    expect(tries).toEqual([
      { password: "wrong", code: "123456" },
      { password: "secret123", code: "123456" },
    ]);
  });
});
