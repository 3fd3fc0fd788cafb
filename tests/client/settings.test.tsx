import { screen, waitFor, within } from "@testing-library/react";
import { makeViewer } from "./support/fixtures";
import { api, gqlData, graphQLError, meHandler } from "./support/graphql";
import { renderApp } from "./support/render";
import { server } from "./support/server";

async function openChangePassword() {
  const utils = renderApp("/settings");
  expect(await screen.findByRole("heading", { name: "Settings" })).toBeInTheDocument();
  await utils.user.click(screen.getByRole("button", { name: "Change Password" }));
  const dialog = await screen.findByRole("dialog", { name: "Change Password" });
  return { ...utils, dialog };
}

describe("/settings", () => {
  it("has the Profile, Account, Notifications and Privacy tabs, and shows the email on Account", async () => {
    server.use(meHandler(makeViewer({ email: "ada@example.com" })));
    const { user } = renderApp("/settings");

    expect(await screen.findByRole("heading", { name: "Settings" })).toBeInTheDocument();
    const tabs = screen.getAllByRole("tab").map((tab) => tab.textContent?.trim());
    expect(tabs).toEqual(["Profile", "Account", "Notifications", "Privacy"]);
    expect(screen.getByRole("tab", { name: "Account" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("ada@example.com")).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Privacy" }));
    const privacy = screen.getByRole("tabpanel", { name: "Privacy" });
    expect(within(privacy).getByText(/Privacy settings is being built/)).toBeInTheDocument();
  });

  it("changes the password and says 'Password updated'", async () => {
    let sent: unknown;
    server.use(
      meHandler(makeViewer()),
      api.mutation("ChangePassword", ({ variables }) => {
        sent = variables;
        return gqlData({ changePassword: true });
      }),
    );
    const { user, dialog } = await openChangePassword();

    await user.type(within(dialog).getByLabelText("Current password"), "old-secret");
    await user.type(within(dialog).getByLabelText("New password"), "new-secret");
    await user.type(within(dialog).getByLabelText("Confirm new password"), "new-secret");
    await user.click(within(dialog).getByRole("button", { name: "Update password" }));

    expect(await screen.findByRole("status", { name: /Password updated/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Change Password" })).not.toBeInTheDocument(),
    );
    expect(sent).toEqual({ input: { currentPassword: "old-secret", newPassword: "new-secret" } });
  });

  it("checks the new password locally: at least 6 characters, and both entries the same", async () => {
    let called = false;
    server.use(
      meHandler(makeViewer()),
      api.mutation("ChangePassword", () => {
        called = true;
        return gqlData({ changePassword: true });
      }),
    );
    const { user, dialog } = await openChangePassword();

    await user.type(within(dialog).getByLabelText("Current password"), "old-secret");
    await user.type(within(dialog).getByLabelText("New password"), "short");
    await user.type(within(dialog).getByLabelText("Confirm new password"), "short");
    await user.click(within(dialog).getByRole("button", { name: "Update password" }));
    expect(
      await within(dialog).findByText("Password must be at least 6 characters"),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText("New password"), "-but-longer");
    await user.click(within(dialog).getByRole("button", { name: "Update password" }));
    expect(await within(dialog).findByText("Passwords do not match")).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it("shows the server's error in the dialog and keeps it open", async () => {
    server.use(
      meHandler(makeViewer()),
      api.mutation("ChangePassword", () =>
        graphQLError("Current password is incorrect", "BAD_USER_INPUT", {
          currentPassword: "Current password is incorrect",
        }),
      ),
    );
    const { user, dialog } = await openChangePassword();

    await user.type(within(dialog).getByLabelText("Current password"), "not-it");
    await user.type(within(dialog).getByLabelText("New password"), "new-secret");
    await user.type(within(dialog).getByLabelText("Confirm new password"), "new-secret");
    await user.click(within(dialog).getByRole("button", { name: "Update password" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Current password is incorrect",
    );
    expect(within(dialog).getByLabelText("Current password")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(within(dialog).getByLabelText("New password")).toHaveValue("new-secret");
  });
});
