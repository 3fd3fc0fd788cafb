import { screen, waitFor } from "@testing-library/react";
import { api, gqlData, graphQLError, meHandler } from "./support/graphql";
import { renderApp } from "./support/render";
import { server } from "./support/server";

describe("/verify-email", () => {
  it("verifies the address from the e-mailed token, once", async () => {
    const tokens: unknown[] = [];
    server.use(
      meHandler(null),
      api.mutation("VerifyEmail", ({ variables }) => {
        tokens.push(variables.token);
        return gqlData({ verifyEmail: true });
      }),
    );
    renderApp("/verify-email?token=abc123");

    expect(await screen.findByRole("heading", { name: "Email verified" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue to Agora" })).toHaveAttribute("href", "/");
    expect(tokens).toEqual(["abc123"]);
  });

  it("says 'This link is invalid or has expired.' when the server refuses the token", async () => {
    server.use(
      meHandler(null),
      api.mutation("VerifyEmail", () =>
        graphQLError("This link is invalid or has expired.", "BAD_USER_INPUT"),
      ),
    );
    renderApp("/verify-email?token=used");

    expect(await screen.findByRole("heading", { name: "Verification failed" })).toBeInTheDocument();
    expect(screen.getByText("This link is invalid or has expired.")).toBeInTheDocument();
  });

  it("says the link is invalid when it has no token", async () => {
    server.use(meHandler(null));
    renderApp("/verify-email");

    expect(await screen.findByText("This link is invalid or has expired.")).toBeInTheDocument();
  });
});

describe("/reset-password", () => {
  it("sets the new password from the e-mailed link, then goes to /auth with a toast", async () => {
    let sent: unknown;
    server.use(
      meHandler(null),
      api.mutation("ResetPassword", ({ variables }) => {
        sent = variables;
        return gqlData({ resetPassword: true });
      }),
    );
    const { user } = renderApp("/reset-password?token=t0k3n");

    await user.type(await screen.findByLabelText("New password"), "brand-new");
    await user.type(screen.getByLabelText("Confirm new password"), "brand-new");
    await user.click(screen.getByRole("button", { name: "Set new password" }));

    expect(await screen.findByRole("status", { name: /Password updated/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/auth$/));
    expect(sent).toEqual({ input: { token: "t0k3n", newPassword: "brand-new" } });
  });

  it("requires at least 6 characters", async () => {
    server.use(meHandler(null));
    const { user } = renderApp("/reset-password?token=t0k3n");

    await user.type(await screen.findByLabelText("New password"), "12345");
    await user.type(screen.getByLabelText("Confirm new password"), "12345");
    await user.click(screen.getByRole("button", { name: "Set new password" }));

    expect(await screen.findByText("Password must be at least 6 characters")).toBeInTheDocument();
  });

  it("tells the member when the link has expired", async () => {
    server.use(
      meHandler(null),
      api.mutation("ResetPassword", () =>
        graphQLError("This link is invalid or has expired.", "BAD_USER_INPUT"),
      ),
    );
    const { user } = renderApp("/reset-password?token=old");

    await user.type(await screen.findByLabelText("New password"), "brand-new");
    await user.type(screen.getByLabelText("Confirm new password"), "brand-new");
    await user.click(screen.getByRole("button", { name: "Set new password" }));

    expect(await screen.findByRole("status", { name: /Error/ })).toHaveTextContent(
      "This link is invalid or has expired.",
    );
    expect(screen.getByTestId("location")).toHaveTextContent("/reset-password");
  });
});
