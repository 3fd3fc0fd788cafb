import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { DegreeBadge } from "../../client/src/components/DegreeBadge";
import type { ConnectionDegree } from "../../client/src/gql/types";
import { AppThemeProvider } from "../../client/src/theme/AppThemeProvider";
import { makeViewer, type ViewerFixture } from "./support/fixtures";
import { api, gqlData, graphQLError, httpFailure, meHandler } from "./support/graphql";
import {
  makeProfile,
  ownProfile,
  page,
  profileHandlers,
  type ProfileFixture,
} from "./support/profiles";
import { renderApp } from "./support/render";
import { server } from "./support/server";

interface PositionFixture {
  __typename: "Position";
  id: string;
  title: string;
  company: string;
  location: string | null;
  startMonth: string;
  endMonth: string | null;
  description: string | null;
}

interface EducationFixture {
  __typename: "Education";
  id: string;
  school: string;
  degree: string | null;
  fieldOfStudy: string | null;
  startYear: number | null;
  endYear: number | null;
}

let counter = 0;
const nextId = (prefix: string) => {
  counter += 1;
  return `${prefix}-0000-4000-8000-${String(counter).padStart(12, "0")}`;
};

function makePosition(overrides: Partial<PositionFixture> = {}): PositionFixture {
  return {
    __typename: "Position",
    id: nextId("30000000"),
    title: "Engineer",
    company: "Acme",
    location: null,
    startMonth: "2020-01",
    endMonth: null,
    description: null,
    ...overrides,
  };
}

function makeEducation(overrides: Partial<EducationFixture> = {}): EducationFixture {
  return {
    __typename: "Education",
    id: nextId("40000000"),
    school: "TU Berlin",
    degree: null,
    fieldOfStudy: null,
    startYear: null,
    endYear: null,
    ...overrides,
  };
}

/** What the network adds to a profile: the viewer's degree to them and the connections they share. */
function withNetwork(
  profile: ProfileFixture,
  network: {
    degree?: ConnectionDegree | null;
    mutual?: ProfileFixture[];
    mutualCount?: number;
  } = {},
) {
  const mutual = network.mutual ?? [];
  return Object.assign(profile, {
    degree: network.degree ?? null,
    mutualConnectionCount: network.mutualCount ?? mutual.length,
    mutualConnections: page(mutual.slice(0, 2)),
  });
}

interface Careers {
  positions: PositionFixture[];
  education: EducationFixture[];
}

/**
 * The profile's experience and education, answered from `careers` as it is now, then the profile's
 * other queries (the first handler that matches answers).
 */
function networkProfileHandlers(profile: ProfileFixture, careers: Careers) {
  return [
    api.query("ProfilePositions", ({ variables }) =>
      gqlData({
        profile: { __typename: "Profile", id: variables.id, positions: careers.positions },
      }),
    ),
    api.query("ProfileEducation", ({ variables }) =>
      gqlData({
        profile: { __typename: "Profile", id: variables.id, education: careers.education },
      }),
    ),
    ...profileHandlers({ profiles: [profile] }),
  ];
}

function ownSetup(careers: Careers = { positions: [], education: [] }) {
  const me = makeViewer({ fullName: "Ada Lovelace", username: "ada" });
  const profile = withNetwork(ownProfile(me), { degree: "SELF" });
  server.use(meHandler(me), ...networkProfileHandlers(profile, careers));
  return { me, careers };
}

function otherSetup(
  viewer: ViewerFixture,
  member: ProfileFixture,
  careers: Careers = { positions: [], education: [] },
) {
  server.use(meHandler(viewer), ...networkProfileHandlers(member, careers));
}

const experience = () => screen.findByRole("region", { name: "Experience" });
const education = () => screen.findByRole("region", { name: "Education" });

describe("Experience and Education on a profile", () => {
  it("invites the owner to add them when empty", async () => {
    ownSetup();
    renderApp("/profile");

    const section = await experience();
    expect(
      await within(section).findByText("Add your experience so people know what you do."),
    ).toBeInTheDocument();
    expect(within(section).getByRole("button", { name: "Add position" })).toBeInTheDocument();
    const schools = await education();
    expect(
      await within(schools).findByText("Add your education so people know where you studied."),
    ).toBeInTheDocument();
    expect(within(schools).getByRole("button", { name: "Add education" })).toBeInTheDocument();
  });

  it("tells others the member has added none, with nothing to edit", async () => {
    const viewer = makeViewer();
    const member = withNetwork(makeProfile({ fullName: "Grace Hopper" }), { degree: "SECOND" });
    otherSetup(viewer, member);
    renderApp(`/profile/${member.id}`);

    const section = await experience();
    expect(
      await within(section).findByText("Grace Hopper hasn't added any experience yet."),
    ).toBeInTheDocument();
    expect(within(section).queryByRole("button", { name: "Add position" })).toBeNull();
    expect(
      await within(await education()).findByText("Grace Hopper hasn't added any education yet."),
    ).toBeInTheDocument();
  });

  it("lists positions with their months and schools with their years, without owner actions for others", async () => {
    const viewer = makeViewer();
    const member = withNetwork(makeProfile({ fullName: "Grace Hopper" }), { degree: "FIRST" });
    otherSetup(viewer, member, {
      positions: [
        makePosition({
          title: "Rear Admiral",
          company: "US Navy",
          location: "Arlington",
          startMonth: "2021-01",
          endMonth: null,
          description: "Compilers.",
        }),
        makePosition({
          title: "Researcher",
          company: "Harvard",
          startMonth: "2018-03",
          endMonth: "2020-12",
        }),
      ],
      education: [
        makeEducation({
          school: "Yale",
          degree: "PhD",
          fieldOfStudy: "Mathematics",
          startYear: 1930,
          endYear: 1934,
        }),
      ],
    });
    renderApp(`/profile/${member.id}`);

    const list = within(await experience());
    const items = await list.findAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Rear Admiral");
    expect(items[0]).toHaveTextContent("US Navy");
    expect(items[0]).toHaveTextContent("Jan 2021 – Present");
    expect(items[0]).toHaveTextContent("Arlington");
    expect(items[0]).toHaveTextContent("Compilers.");
    expect(items[1]).toHaveTextContent("Mar 2018 – Dec 2020");
    expect(list.queryByRole("button", { name: "Edit Rear Admiral" })).toBeNull();

    const school = await within(await education()).findByRole("listitem");
    expect(school).toHaveTextContent("Yale");
    expect(school).toHaveTextContent("PhD, Mathematics");
    expect(school).toHaveTextContent("1930 – 1934");
  });

  it("shows the error with Try again when experience cannot be loaded, then loads it", async () => {
    let fail = true;
    ownSetup({ positions: [makePosition({ title: "Analyst" })], education: [] });
    server.use(
      api.query("ProfilePositions", ({ variables }) =>
        fail
          ? httpFailure()
          : gqlData({
              profile: {
                __typename: "Profile",
                id: variables.id,
                positions: [makePosition({ title: "Analyst" })],
              },
            }),
      ),
    );
    const { user } = renderApp("/profile");

    const section = await experience();
    expect(await within(section).findByText("Failed to load experience.")).toBeInTheDocument();
    fail = false;
    await user.click(within(section).getByRole("button", { name: "Try again" }));
    expect(await within(section).findByText("Analyst")).toBeInTheDocument();
  });
});

describe("The position dialog", () => {
  async function openAdd() {
    const { user } = renderApp("/profile");
    const section = await experience();
    await user.click(await within(section).findByRole("button", { name: "Add position" }));
    const dialog = await screen.findByRole("dialog", { name: "Add position" });
    return { user, dialog: within(dialog) };
  }

  it("asks for the required fields and refuses an end before the start", async () => {
    ownSetup();
    const { user, dialog } = await openAdd();

    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await dialog.findByText("Title is required")).toBeInTheDocument();
    expect(dialog.getByText("Company is required")).toBeInTheDocument();
    expect(dialog.getByText("Start month is required")).toBeInTheDocument();

    await user.type(dialog.getByLabelText("Title"), "Engineer");
    await user.type(dialog.getByLabelText("Company"), "Acme");
    fireEvent.change(dialog.getByLabelText("Start month"), { target: { value: "2021-05" } });
    fireEvent.change(dialog.getByLabelText("End month"), { target: { value: "2020-01" } });
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(
      await dialog.findByText("End month cannot be before the start month"),
    ).toBeInTheDocument();
    expect(dialog.queryByText("Title is required")).toBeNull();
  });

  it("hides the end month while 'I currently work here' is on, and adds the position to the list", async () => {
    const { careers } = ownSetup();
    let sent: unknown = null;
    server.use(
      api.mutation("AddPosition", ({ variables }) => {
        sent = variables.input;
        const position = makePosition({ ...(variables.input as Partial<PositionFixture>) });
        careers.positions = [position];
        return gqlData({ addPosition: position });
      }),
    );
    const { user, dialog } = await openAdd();

    await user.type(dialog.getByLabelText("Title"), "Engineer");
    await user.type(dialog.getByLabelText("Company"), "Acme");
    fireEvent.change(dialog.getByLabelText("Start month"), { target: { value: "2021-01" } });
    await user.click(dialog.getByLabelText("I currently work here"));
    expect(dialog.queryByLabelText("End month")).toBeNull();
    await user.click(dialog.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add position" })).toBeNull());
    expect(sent).toEqual({
      title: "Engineer",
      company: "Acme",
      location: null,
      startMonth: "2021-01",
      endMonth: null,
      description: null,
    });
    const item = await within(await experience()).findByRole("listitem");
    expect(item).toHaveTextContent("Engineer");
    expect(item).toHaveTextContent("Jan 2021 – Present");
  });

  it("keeps what was typed after a failed save and shows the server's messages", async () => {
    ownSetup();
    server.use(
      api.mutation("AddPosition", () =>
        graphQLError("Company must be at most 100 characters", "BAD_USER_INPUT", {
          company: "Company must be at most 100 characters",
        }),
      ),
    );
    const { user, dialog } = await openAdd();

    await user.type(dialog.getByLabelText("Title"), "Engineer");
    await user.type(dialog.getByLabelText("Company"), "Acme");
    fireEvent.change(dialog.getByLabelText("Start month"), { target: { value: "2019-02" } });
    fireEvent.change(dialog.getByLabelText("End month"), { target: { value: "2020-03" } });
    await user.type(dialog.getByLabelText("Description"), "Built things.");
    await user.click(dialog.getByRole("button", { name: "Save" }));

    expect(await screen.findByRole("status", { name: /Failed to save position/ })).toBeVisible();
    expect(
      await dialog.findByText("Company must be at most 100 characters", {
        selector: "[data-part='error-text']",
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Add position" })).toBeInTheDocument();
    expect(dialog.getByLabelText("Title")).toHaveValue("Engineer");
    expect(dialog.getByLabelText("Company")).toHaveValue("Acme");
    expect(dialog.getByLabelText("Start month")).toHaveValue("2019-02");
    expect(dialog.getByLabelText("End month")).toHaveValue("2020-03");
    expect(dialog.getByLabelText("Description")).toHaveValue("Built things.");
  });

  it("edits a position with its values filled in, and deletes one after confirming", async () => {
    const position = makePosition({
      title: "Engineer",
      startMonth: "2018-03",
      endMonth: "2020-12",
    });
    const { careers } = ownSetup({ positions: [position], education: [] });
    let deleted: unknown = null;
    server.use(
      api.mutation("DeletePosition", ({ variables }) => {
        deleted = variables.id;
        careers.positions = [];
        return gqlData({ deletePosition: true });
      }),
    );
    const { user } = renderApp("/profile");
    const section = within(await experience());

    await user.click(await section.findByRole("button", { name: "Edit Engineer" }));
    const edit = within(await screen.findByRole("dialog", { name: "Edit position" }));
    expect(edit.getByLabelText("Title")).toHaveValue("Engineer");
    expect(edit.getByLabelText("Start month")).toHaveValue("2018-03");
    expect(edit.getByLabelText("End month")).toHaveValue("2020-12");
    expect(edit.getByLabelText("I currently work here")).not.toBeChecked();
    await user.click(edit.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit position" })).toBeNull());

    await user.click(section.getByRole("button", { name: "Delete Engineer" }));
    const confirm = within(await screen.findByRole("alertdialog", { name: "Delete position" }));
    expect(deleted).toBeNull();
    await user.click(confirm.getByRole("button", { name: "Delete" }));
    expect(
      await section.findByText("Add your experience so people know what you do."),
    ).toBeInTheDocument();
    expect(deleted).toBe(position.id);
  });
});

describe("The education dialog", () => {
  it("asks for the school and refuses an end year before the start year", async () => {
    ownSetup();
    const { user } = renderApp("/profile");
    await user.click(
      await within(await education()).findByRole("button", { name: "Add education" }),
    );
    const dialog = within(await screen.findByRole("dialog", { name: "Add education" }));

    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await dialog.findByText("School is required")).toBeInTheDocument();

    await user.type(dialog.getByLabelText("School"), "TU Berlin");
    await user.type(dialog.getByLabelText("Start year"), "2016");
    await user.type(dialog.getByLabelText("End year"), "2014");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await dialog.findByText("End year cannot be before the start year")).toBeInTheDocument();
    expect(dialog.queryByText("School is required")).toBeNull();
  });

  it("keeps what was typed after a failed save", async () => {
    ownSetup();
    server.use(api.mutation("AddEducation", () => httpFailure()));
    const { user } = renderApp("/profile");
    await user.click(
      await within(await education()).findByRole("button", { name: "Add education" }),
    );
    const dialog = within(await screen.findByRole("dialog", { name: "Add education" }));

    await user.type(dialog.getByLabelText("School"), "TU Berlin");
    await user.type(dialog.getByLabelText("Degree"), "MSc");
    await user.type(dialog.getByLabelText("Start year"), "2014");
    await user.click(dialog.getByRole("button", { name: "Save" }));

    const toast = await screen.findByRole("status", { name: /Failed to save education/ });
    expect(toast).toHaveTextContent("Please try again.");
    expect(dialog.getByLabelText("School")).toHaveValue("TU Berlin");
    expect(dialog.getByLabelText("Degree")).toHaveValue("MSc");
    expect(dialog.getByLabelText("Start year")).toHaveValue(2014);
  });
});

describe("Degrees and mutual connections", () => {
  function renderBadge(degree: ConnectionDegree | null) {
    return render(
      <AppThemeProvider>
        <p data-testid="name">
          Ana Lee <DegreeBadge degree={degree} />
        </p>
      </AppThemeProvider>,
    );
  }

  it.each([
    ["FIRST", "1st", "1st-degree connection"],
    ["SECOND", "2nd", "2nd-degree connection"],
    ["THIRD_PLUS", "3rd+", "3rd+ degree connection"],
  ] as const)("shows %s as '%s', read out as '%s'", (degree, short, label) => {
    renderBadge(degree);
    expect(screen.getByText(short)).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it.each([["SELF"], [null]] as const)("shows nothing for %s", (degree) => {
    renderBadge(degree);
    expect(screen.getByTestId("name")).toHaveTextContent(/^Ana Lee$/);
  });

  it("shows the degree beside the name and the shared connections, listed in a dialog", async () => {
    const viewer = makeViewer();
    const ana = makeProfile({ fullName: "Ana Lee", title: "Designer", company: "Acme" });
    const ben = makeProfile({ fullName: "Ben Okafor" });
    const more = [1, 2, 3].map((n) => makeProfile({ fullName: `Other Person${n}` }));
    const member = withNetwork(makeProfile({ fullName: "Grace Hopper" }), {
      degree: "SECOND",
      mutual: [ana, ben, ...more],
    });
    otherSetup(viewer, member);
    server.use(
      api.query("MutualConnections", () =>
        gqlData({
          profile: {
            __typename: "Profile",
            id: member.id,
            mutualConnectionCount: 5,
            mutualConnections: page([ana, ben, ...more]),
          },
        }),
      ),
    );
    const { user } = renderApp(`/profile/${member.id}`);

    const header = within(await screen.findByRole("region", { name: "Profile" }));
    const heading = await header.findByRole("heading", { name: "Grace Hopper" });
    expect(heading.parentElement).toHaveTextContent("2nd");
    expect(header.getByText("2nd-degree connection")).toBeInTheDocument();

    const link = header.getByRole("button", {
      name: "5 mutual connections: Ana, Ben and 3 others",
    });
    await user.click(link);
    const dialog = within(
      await screen.findByRole("dialog", { name: "Mutual connections with Grace Hopper" }),
    );
    const rows = await dialog.findAllByRole("listitem");
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent("Ana Lee");
    expect(rows[0]).toHaveTextContent("Designer at Acme");
    expect(dialog.getByRole("link", { name: "Ben Okafor" })).toHaveAttribute(
      "href",
      `/profile/${ben.id}`,
    );
  });

  it("says nothing of mutual connections when there are none", async () => {
    const viewer = makeViewer();
    const member = withNetwork(makeProfile({ fullName: "Grace Hopper" }), { degree: "THIRD_PLUS" });
    otherSetup(viewer, member);
    renderApp(`/profile/${member.id}`);

    const header = within(await screen.findByRole("region", { name: "Profile" }));
    expect(await header.findByText("3rd+")).toBeInTheDocument();
    expect(header.queryByTestId("mutual-connections")).toBeNull();
    expect(header.queryByText(/mutual connection/)).toBeNull();
  });
});
