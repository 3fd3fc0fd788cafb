import { screen, waitFor, within } from "@testing-library/react";
import { clearSessionEnd } from "../../client/src/apollo/session-end";
import { makeViewer, type ViewerFixture } from "./support/fixtures";
import { api, gqlData, graphQLError, meHandler } from "./support/graphql";
import { renderApp } from "./support/render";
import { server } from "./support/server";

afterEach(() => {
  clearSessionEnd();
});

async function openDeleteAccount() {
  const utils = renderApp("/settings?tab=account");
  expect(await screen.findByRole("heading", { name: "Settings" })).toBeInTheDocument();
  expect(screen.getByText(/deleted 14 days after you confirm/)).toBeInTheDocument();
  await utils.user.click(screen.getByRole("button", { name: "Delete account" }));
  const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
  return { ...utils, dialog };
}

describe("Settings › Account › Delete account", () => {
  it("shows a wrong password on the field and keeps the member signed in", async () => {
    const sent: unknown[] = [];
    server.use(
      meHandler(makeViewer()),
      api.mutation("DeleteAccount", ({ variables }) => {
        sent.push(variables);
        return graphQLError("Password is incorrect", "BAD_USER_INPUT", {
          password: "Password is incorrect",
        });
      }),
    );
    const { user, dialog } = await openDeleteAccount();

    // A blank password is refused before asking the server.
    await user.click(within(dialog).getByRole("button", { name: "Delete account" }));
    expect(await within(dialog).findByText("Please enter your password")).toBeInTheDocument();
    expect(sent).toEqual([]);

    const field = within(dialog).getByLabelText("Password");
    await user.type(field, "not-it");
    await user.click(within(dialog).getByRole("button", { name: "Delete account" }));
    expect(await within(dialog).findByText("Password is incorrect")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(sent).toEqual([{ password: "not-it" }]);
    // Still in Settings, signed in, the dialog open.
    expect(screen.getByTestId("location")).toHaveTextContent("/settings?tab=account");
    expect(screen.getByRole("dialog", { name: "Delete your account?" })).toBeInTheDocument();
  });

  it("signs the member out, and the sign-in screen says when the account will be deleted", async () => {
    let me: ViewerFixture | null = makeViewer();
    const at = "2026-12-12T10:30:00.000Z";
    server.use(
      meHandler(() => me),
      api.mutation("DeleteAccount", ({ variables }) => {
        expect(variables).toEqual({ password: "my-secret" });
        me = null; // every session of the member ended with it
        return gqlData({ deleteAccount: at });
      }),
    );
    const { user, dialog } = await openDeleteAccount();

    await user.type(within(dialog).getByLabelText("Password"), "my-secret");
    await user.click(within(dialog).getByRole("button", { name: "Delete account" }));

    expect(await screen.findByRole("form", { name: "Login" })).toBeInTheDocument();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Your account will be deleted on December 12, 2026.");
    expect(alert).toHaveTextContent("Sign in to cancel.");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/auth"));
  });
});
