import { screen, waitFor } from "@testing-library/react";
import { makeViewer, type ViewerFixture } from "./support/fixtures";
import { api, gqlData, graphQLError, httpFailure, meHandler } from "./support/graphql";
import { renderApp } from "./support/render";
import { server } from "./support/server";

/** The one toast on screen (the app shows at most one). */
async function findToast(title: string) {
  return screen.findByRole("status", {
    name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
  });
}

describe("/auth", () => {
  it("opens on the Login tab with labelled email and password fields", async () => {
    server.use(meHandler(null));
    renderApp("/auth");

    expect(await screen.findByRole("tab", { name: "Login" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "false");
    const login = screen.getByRole("form", { name: "Login" });
    expect(login).toContainElement(screen.getAllByLabelText("Email")[0]);
    expect(login).toContainElement(screen.getAllByLabelText("Password")[0]);
  });

  it("sends a signed-in member on to /", async () => {
    server.use(meHandler(makeViewer()));
    renderApp("/auth");

    expect(await screen.findByRole("heading", { name: "News Feed" })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/);
  });

  describe("Login", () => {
    it("says 'Please fill in all fields' when a field is empty, without calling the server", async () => {
      let called = false;
      server.use(
        meHandler(null),
        api.mutation("SignIn", () => {
          called = true;
          return gqlData({});
        }),
      );
      const { user } = renderApp("/auth");
      await screen.findByRole("form", { name: "Login" });

      await user.type(screen.getAllByLabelText("Email")[0], "ada@example.com");
      await user.click(screen.getByRole("button", { name: "Log in" }));

      const toast = await findToast("Error");
      expect(toast).toHaveTextContent("Please fill in all fields");
      expect(toast).toHaveAttribute("data-type", "error");
      expect(called).toBe(false);
    });

    it("shows the server's 'Invalid email or password.' and keeps what was typed", async () => {
      server.use(
        meHandler(null),
        api.mutation("SignIn", () => graphQLError("Invalid email or password.", "UNAUTHENTICATED")),
      );
      const { user } = renderApp("/auth");
      await screen.findByRole("form", { name: "Login" });

      const email = screen.getAllByLabelText("Email")[0];
      const password = screen.getAllByLabelText("Password")[0];
      await user.type(email, "ada@example.com");
      await user.type(password, "wrong-password");
      await user.click(screen.getByRole("button", { name: "Log in" }));

      const toast = await findToast("Login Failed");
      expect(toast).toHaveTextContent("Invalid email or password.");
      expect(email).toHaveValue("ada@example.com");
      expect(password).toHaveValue("wrong-password");
      expect(screen.getByTestId("location")).toHaveTextContent(/^\/auth$/);
    });

    it("falls back to 'Failed to log in. Please try again.' when the server fails", async () => {
      server.use(
        meHandler(null),
        api.mutation("SignIn", () => httpFailure(500)),
      );
      const { user } = renderApp("/auth");
      await screen.findByRole("form", { name: "Login" });

      await user.type(screen.getAllByLabelText("Email")[0], "ada@example.com");
      await user.type(screen.getAllByLabelText("Password")[0], "secret123");
      await user.click(screen.getByRole("button", { name: "Log in" }));

      expect(await findToast("Login Failed")).toHaveTextContent(
        "Failed to log in. Please try again.",
      );
    });

    it("signs in, says so, and shows the member's feed", async () => {
      let me: ViewerFixture | null = null;
      let variables: unknown;
      let preflight: string | null = null;
      const viewer = makeViewer({ fullName: "Ada Lovelace" });
      server.use(
        meHandler(() => me),
        api.mutation("SignIn", ({ variables: sent, request }) => {
          variables = sent;
          preflight = request.headers.get("apollo-require-preflight");
          me = viewer; // the server sets the session cookie
          return gqlData({
            signIn: {
              __typename: "AuthPayload",
              expiresAt: "2030-01-01T00:00:00.000Z",
              me: viewer,
            },
          });
        }),
      );
      const { user } = renderApp("/auth");
      await screen.findByRole("form", { name: "Login" });

      await user.type(screen.getAllByLabelText("Email")[0], "  ada@example.com ");
      await user.type(screen.getAllByLabelText("Password")[0], "secret123");
      await user.click(screen.getByRole("button", { name: "Log in" }));

      expect(await findToast("Welcome back!")).toHaveTextContent(
        "You have successfully logged in.",
      );
      expect(await screen.findByRole("heading", { name: "News Feed" })).toBeInTheDocument();
      expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/);
      expect(variables).toEqual({ input: { email: "ada@example.com", password: "secret123" } });
      expect(preflight).toBe("true");
      expect(
        screen.getByRole("button", { name: "Account menu for Ada Lovelace" }),
      ).toBeInTheDocument();
    });

    it("asks for a reset link from 'Forgot password?' without revealing whether the account exists", async () => {
      let asked: unknown;
      server.use(
        meHandler(null),
        api.mutation("RequestPasswordReset", ({ variables }) => {
          asked = variables;
          return gqlData({ requestPasswordReset: true });
        }),
      );
      const { user } = renderApp("/auth");
      await screen.findByRole("form", { name: "Login" });

      await user.click(screen.getByRole("button", { name: "Forgot password?" }));
      const form = await screen.findByRole("form", { name: "Reset password" });
      await user.type(form.querySelector("input") as HTMLInputElement, "ada@example.com");
      await user.click(screen.getByRole("button", { name: "Send reset link" }));

      expect(
        await screen.findByText(
          "If an account exists for that email, we sent a link to reset your password.",
        ),
      ).toBeInTheDocument();
      expect(asked).toEqual({ email: "ada@example.com" });
    });
  });

  describe("Sign Up", () => {
    async function openSignUp() {
      const utils = renderApp("/auth");
      await utils.user.click(await screen.findByRole("tab", { name: "Sign Up" }));
      const form = await screen.findByRole("form", { name: "Sign up" });
      return { ...utils, form };
    }

    it("says 'Please fill in all fields' when a field is empty", async () => {
      server.use(meHandler(null));
      const { user } = await openSignUp();

      await user.type(screen.getByLabelText("Username"), "ada");
      await user.click(screen.getByRole("button", { name: "Create account" }));

      expect(await findToast("Error")).toHaveTextContent("Please fill in all fields");
    });

    it("requires a password of at least 6 characters", async () => {
      server.use(meHandler(null));
      const { user, form } = await openSignUp();
      const [email, password] = [
        form.querySelector('input[name="email"]') as HTMLInputElement,
        form.querySelector('input[name="password"]') as HTMLInputElement,
      ];
      expect(password).toHaveAttribute("minLength", "6");

      await user.type(screen.getByLabelText("Username"), "ada");
      await user.type(email, "ada@example.com");
      await user.type(password, "12345");
      await user.click(screen.getByRole("button", { name: "Create account" }));

      expect(await findToast("Error")).toHaveTextContent("Password must be at least 6 characters");
      expect(password).toHaveAttribute("aria-invalid", "true");
    });

    it("shows 'Username already taken' from the server, next to the field too", async () => {
      server.use(
        meHandler(null),
        api.mutation("SignUp", () =>
          graphQLError("Username already taken", "BAD_USER_INPUT", {
            username: "Username already taken",
          }),
        ),
      );
      const { user, form } = await openSignUp();

      await user.type(screen.getByLabelText("Username"), "ada");
      await user.type(
        form.querySelector('input[name="email"]') as HTMLInputElement,
        "ada@example.com",
      );
      await user.type(
        form.querySelector('input[name="password"]') as HTMLInputElement,
        "secret123",
      );
      await user.click(screen.getByRole("button", { name: "Create account" }));

      const toast = await findToast("Error");
      expect(toast).toHaveTextContent("Username already taken");
      expect(screen.getByLabelText("Username")).toHaveAttribute("aria-invalid", "true");
      expect(screen.getByLabelText("Username")).toHaveValue("ada");
    });

    it("creates the account, says so and goes to /", async () => {
      let me: ViewerFixture | null = null;
      const viewer = makeViewer({ username: "ada", fullName: "ada", verified: false });
      server.use(
        meHandler(() => me),
        api.mutation("SignUp", () => {
          me = viewer;
          return gqlData({
            signUp: {
              __typename: "AuthPayload",
              expiresAt: "2030-01-01T00:00:00.000Z",
              me: viewer,
            },
          });
        }),
      );
      const { user, form } = await openSignUp();

      await user.type(screen.getByLabelText("Username"), "ada");
      await user.type(
        form.querySelector('input[name="email"]') as HTMLInputElement,
        "ada@example.com",
      );
      await user.type(
        form.querySelector('input[name="password"]') as HTMLInputElement,
        "secret123",
      );
      await user.click(screen.getByRole("button", { name: "Create account" }));

      expect(await findToast("Success!")).toHaveTextContent(
        "Account created successfully! Please check your email to verify your account.",
      );
      await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
      expect(await screen.findByText("Please verify your email address.")).toBeInTheDocument();
    });

    it("says 'Failed to create account' when the server fails without a message for people", async () => {
      server.use(
        meHandler(null),
        api.mutation("SignUp", () => graphQLError("Unexpected error.", "INTERNAL_SERVER_ERROR")),
      );
      const { user, form } = await openSignUp();

      await user.type(screen.getByLabelText("Username"), "ada");
      await user.type(
        form.querySelector('input[name="email"]') as HTMLInputElement,
        "ada@example.com",
      );
      await user.type(
        form.querySelector('input[name="password"]') as HTMLInputElement,
        "secret123",
      );
      await user.click(screen.getByRole("button", { name: "Create account" }));

      expect(await findToast("Error")).toHaveTextContent("Failed to create account");
    });
  });
});
