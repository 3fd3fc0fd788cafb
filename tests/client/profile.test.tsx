import { screen, within } from "@testing-library/react";
import { makeViewer } from "./support/fixtures";
import { api, gqlData, meHandler } from "./support/graphql";
import { renderApp } from "./support/render";
import { server } from "./support/server";

function profileOf(viewer: ReturnType<typeof makeViewer>, extra: Record<string, unknown> = {}) {
  return {
    ...viewer,
    bio: null,
    location: null,
    company: null,
    title: null,
    skills: [],
    coverPhotoUrl: null,
    createdAt: "2025-01-01T00:00:00.000Z",
    ...extra,
  };
}

describe("/profile", () => {
  it("shows the member's own profile header at /profile, with at most 8 skills then '+N more'", async () => {
    const me = makeViewer({ fullName: "Ada Lovelace", username: "ada" });
    const skills = [
      "Maths",
      "Logic",
      "Poetry",
      "Music",
      "Writing",
      "Analysis",
      "Research",
      "Design",
      "Chess",
      "Rowing",
    ];
    server.use(
      meHandler(me),
      api.query("ProfileHeader", ({ variables }) =>
        gqlData({
          profile:
            variables.id === me.id
              ? profileOf(me, { skills, title: "Founder", company: "Engines" })
              : null,
        }),
      ),
    );
    renderApp("/profile");

    expect(await screen.findByRole("heading", { name: "Ada Lovelace" })).toBeInTheDocument();
    expect(screen.getByText("@ada")).toBeInTheDocument();
    expect(screen.getByText("Founder at Engines")).toBeInTheDocument();
    const badges = within(screen.getByLabelText("Skills"));
    expect(badges.getByText("Design")).toBeInTheDocument();
    expect(badges.queryByText("Chess")).not.toBeInTheDocument();
    expect(badges.getByText("+2 more")).toBeInTheDocument();

    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(within(nav).getByRole("link", { name: "Profile" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("says 'Profile not found.' for an unknown member", async () => {
    server.use(
      meHandler(makeViewer()),
      api.query("ProfileHeader", () => gqlData({ profile: null })),
    );
    renderApp("/profile/00000000-0000-4000-8000-999999999999");

    expect(await screen.findByRole("heading", { name: "Profile not found." })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(within(nav).getByRole("link", { name: "Profile" })).not.toHaveAttribute("aria-current");
  });
});
