import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router-dom";
import { SignInPrompt, useSignInPrompt } from "../../client/src/components/SignInPrompt";
import { UserAvatar } from "../../client/src/components/UserAvatar";
import { avatarInitial, displayName } from "../../client/src/lib/names";
import { AppThemeProvider } from "../../client/src/theme/AppThemeProvider";

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function PromptDemo() {
  const { prompt, element } = useSignInPrompt();
  return (
    <>
      <button type="button" onClick={() => prompt("join this group")}>
        Join
      </button>
      {element}
    </>
  );
}

function renderWithProviders(ui: React.ReactNode) {
  return render(
    <AppThemeProvider>
      <MemoryRouter initialEntries={["/groups"]}>
        {ui}
        <Where />
      </MemoryRouter>
    </AppThemeProvider>,
  );
}

describe("SignInPrompt", () => {
  it("explains why, then Cancel closes it", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PromptDemo />);

    await user.click(screen.getByRole("button", { name: "Join" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Sign in required" });
    expect(dialog).toHaveTextContent("You need to be signed in to join this group.");
    expect(dialog).toHaveTextContent("Please sign in or create an account to continue.");

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(screen.getByTestId("location")).toHaveTextContent("/groups");
  });

  it("'Sign in' goes to /auth", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <SignInPrompt open action="create events" onOpenChange={() => undefined} />,
    );

    expect(
      await screen.findByText("You need to be signed in to create events."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/auth");
  });
});

describe("UserAvatar", () => {
  it("falls back to the upper-cased first letter of the name", () => {
    renderWithProviders(<UserAvatar name="grace" size="lg" />);
    expect(screen.getByText("G")).toBeInTheDocument();
  });

  it("falls back to 'A' when the name is empty", () => {
    renderWithProviders(<UserAvatar name="   " size="sm" />);
    expect(screen.getByText("A")).toBeInTheDocument();
  });
});

describe("names", () => {
  it("prefers the full name, then the username, then the e-mail's local part, then 'User'", () => {
    expect(displayName({ fullName: "Ada Lovelace", username: "ada", email: "a@x.io" })).toBe(
      "Ada Lovelace",
    );
    expect(displayName({ fullName: null, username: "ada", email: "a@x.io" })).toBe("ada");
    expect(displayName({ fullName: "", username: "", email: "countess@x.io" })).toBe("countess");
    expect(displayName({ fullName: null, username: null, email: null })).toBe("User");
  });

  it("derives the avatar initial", () => {
    expect(avatarInitial("ada")).toBe("A");
    expect(avatarInitial("émile")).toBe("É");
    expect(avatarInitial("")).toBe("A");
    expect(avatarInitial(null)).toBe("A");
  });
});
