import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { delay } from "msw";
import { makeViewer } from "./support/fixtures";
import { api, gqlData, graphQLError, meHandler } from "./support/graphql";
import { renderApp } from "./support/render";
import { server } from "./support/server";

/** Replaces a field's text at once (typing long texts is slow on a busy machine). */
async function fill(
  user: {
    clear: (e: Element) => Promise<void>;
    click: (e: Element) => Promise<void>;
    paste: (t: string) => Promise<void>;
  },
  field: HTMLElement,
  text: string,
) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

const findToast = (title: string | RegExp) => screen.findByRole("status", { name: title });

let counter = 0;
const uuid = (prefix: string) =>
  `${prefix}-0000-4000-8000-${String((counter += 1)).padStart(12, "0")}`;

const founder = {
  __typename: "Profile" as const,
  id: "72000000-0000-4000-8000-000000000001",
  username: "ada",
  fullName: "Ada Founder",
  avatarUrl: null,
  avatarThumbnailUrl: null,
};

function makeIdea(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "BusinessIdea" as const,
    id: uuid("73000000"),
    title: "Solar kiosks",
    description: "Pay-as-you-go solar kiosks for rural markets.",
    industry: "ENERGY",
    risk: "MEDIUM",
    status: "ACTIVE",
    fundingGoal: 50000,
    currentFunding: 12345,
    fundingProgress: 24.7,
    equityOffered: 12.5,
    location: "Nairobi",
    imageUrl: null,
    imageThumbnailUrl: null,
    createdAt: new Date(Date.UTC(2026, 10, 1)).toISOString(),
    updatedAt: new Date(Date.UTC(2026, 10, 1)).toISOString(),
    updateCount: 0,
    author: founder,
    reactions: [{ __typename: "ReactionCount", type: "LIKE", count: 2, viewerHasReacted: false }],
    website: "https://kiosk.example",
    pitchDeckUrl: "https://kiosk.example/deck.pdf",
    videoUrl: null,
    viewerIsOwner: false,
    ...overrides,
  };
}

const page = (typename: string, nodes: unknown[], hasNextPage = false) => ({
  __typename: typename,
  edges: nodes.map((node, i) => ({
    __typename: `${typename.replace("Connection", "Edge")}`,
    cursor: `c${i}`,
    node,
  })),
  pageInfo: {
    __typename: "PageInfo",
    hasNextPage,
    endCursor: nodes.length ? `c${nodes.length - 1}` : null,
  },
});

function ideaHandlers(ideas: ReturnType<typeof makeIdea>[]) {
  const calls = {
    industries: [] as unknown[],
    lists: [] as Record<string, unknown>[],
    submitted: [] as unknown[],
    contacted: [] as unknown[],
  };
  return {
    calls,
    handlers: [
      api.query("BusinessIdeas", ({ variables }) => {
        calls.industries.push(variables.industry ?? null);
        calls.lists.push(variables);
        const search = typeof variables.search === "string" ? variables.search.toLowerCase() : "";
        const shown = ideas.filter(
          (i) =>
            (!variables.industry || i.industry === variables.industry) &&
            i.title.toLowerCase().includes(search),
        );
        return gqlData({ businessIdeas: page("BusinessIdeaConnection", shown) });
      }),
      api.query("BusinessIdea", ({ variables }) =>
        gqlData({ businessIdea: ideas.find((i) => i.id === variables.id) ?? null }),
      ),
      api.query("BusinessUpdates", () =>
        gqlData({ businessUpdates: page("BusinessUpdateConnection", []) }),
      ),
      api.mutation("SubmitBusinessIdea", ({ variables }) => {
        calls.submitted.push(variables.input);
        const made = makeIdea({ ...(variables.input as object), viewerIsOwner: true });
        ideas.unshift(made);
        return gqlData({ submitBusinessIdea: made });
      }),
      api.mutation("ContactFounder", ({ variables }) => {
        calls.contacted.push(variables);
        return gqlData({
          contactFounder: {
            __typename: "Message",
            id: uuid("74000000"),
            messageType: "BUSINESS_INQUIRY",
            businessIdeaId: variables.ideaId,
            receiver: { __typename: "Profile", id: founder.id },
          },
        });
      }),
    ],
  };
}

describe("/investing", () => {
  it("shows the ideas in a grid with their progress to one decimal, and the tabs filter on the server", async () => {
    const solar = makeIdea();
    const farm = makeIdea({
      title: "Vertical farms",
      industry: "AGRICULTURE",
      fundingProgress: 33.3,
    });
    const { handlers, calls } = ideaHandlers([solar, farm]);
    server.use(meHandler(makeViewer()), ...handlers);
    const { user } = renderApp("/investing");

    expect(
      await screen.findByRole("heading", { name: "Investing Opportunities", level: 1 }),
    ).toBeInTheDocument();
    const grid = await screen.findByRole("list", { name: "Business ideas" });
    expect(within(grid).getByRole("link", { name: "Solar kiosks" })).toHaveAttribute(
      "href",
      `/investing/${solar.id}`,
    );
    expect(within(grid).getByText("24.7%")).toBeInTheDocument();
    expect(within(grid).getByText("33.3%")).toBeInTheDocument();
    expect(within(grid).getAllByText(/raised of \$50,000/)[0]).toBeInTheDocument();

    expect(screen.getByRole("tab", { name: "All Ideas" })).toHaveAttribute("aria-selected", "true");
    for (const label of [
      "Technology",
      "Finance",
      "Healthcare",
      "E-commerce",
      "Real Estate",
      "Other",
    ])
      expect(screen.getByRole("tab", { name: label })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Agriculture" }));
    await waitFor(() =>
      expect(
        within(screen.getByRole("list", { name: "Business ideas" })).queryByText("Solar kiosks"),
      ).not.toBeInTheDocument(),
    );
    expect(
      within(screen.getByRole("list", { name: "Business ideas" })).getByText("Vertical farms"),
    ).toBeInTheDocument();
    expect(calls.industries).toContain("AGRICULTURE");
    await user.click(screen.getByRole("tab", { name: "Healthcare" }));
    expect(await screen.findByText("No business ideas in this industry yet.")).toBeInTheDocument();
  });

  it("asks a visitor to sign in to view an idea or to submit one", async () => {
    const { handlers } = ideaHandlers([makeIdea()]);
    server.use(meHandler(null), ...handlers);
    const { user } = renderApp("/investing");

    await user.click(await screen.findByRole("button", { name: "Solar kiosks" }));
    let dialog = await screen.findByRole("alertdialog", { name: "Sign in required" });
    expect(dialog).toHaveTextContent("You need to be signed in to view business idea details.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Submit Business Idea" }));
    dialog = await screen.findByRole("alertdialog", { name: "Sign in required" });
    expect(dialog).toHaveTextContent("You need to be signed in to submit your business idea.");
  });

  it("shows skeletons, then 'Failed to load business ideas' with Try again", async () => {
    let fail = true;
    server.use(
      meHandler(makeViewer()),
      api.query("BusinessIdeas", async () => {
        await delay(30);
        if (fail) return graphQLError("Boom", "INTERNAL_SERVER_ERROR");
        return gqlData({ businessIdeas: page("BusinessIdeaConnection", []) });
      }),
    );
    const { user } = renderApp("/investing");
    expect(await screen.findByLabelText("Loading business ideas")).toBeInTheDocument();
    expect(await screen.findByText("Failed to load business ideas")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: /try again/i }));
    expect(
      await screen.findByText("No business ideas yet. Be the first to submit one!"),
    ).toBeInTheDocument();
  });

  it("checks the submit form by the shared rules, then submits and opens the new idea", async () => {
    const { handlers, calls } = ideaHandlers([]);
    server.use(meHandler(makeViewer()), ...handlers);
    const { user } = renderApp("/investing");

    await user.click(await screen.findByRole("button", { name: "Submit Business Idea" }));
    const form = await screen.findByRole("dialog", { name: "Submit Business Idea" });
    await fill(user, within(form).getByLabelText(/Title/), "Shop");
    await fill(user, within(form).getByLabelText(/Description/), "Too short");
    await fill(user, within(form).getByLabelText(/Funding goal/), "999");
    await fill(user, within(form).getByLabelText(/Equity offered/), "0.05");
    await fill(user, within(form).getByLabelText("Website"), "kiosk");
    await user.click(within(form).getByRole("button", { name: "Submit Idea" }));
    expect(
      await within(form).findByText("Title must be at least 5 characters"),
    ).toBeInTheDocument();
    expect(
      within(form).getByText("Description must be at least 20 characters"),
    ).toBeInTheDocument();
    expect(within(form).getByText("Minimum funding goal is $1,000")).toBeInTheDocument();
    expect(within(form).getByText("Please select an industry")).toBeInTheDocument();
    expect(
      within(form).getByText("Equity must be between 0.1% and 100%, in steps of 0.1"),
    ).toBeInTheDocument();
    expect(
      within(form).getByText("Please enter a valid URL (http:// or https://)"),
    ).toBeInTheDocument();
    expect(calls.submitted).toEqual([]);
    await fill(user, within(form).getByLabelText(/Title/), "Solar kiosks for markets");
    await fill(
      user,
      within(form).getByLabelText(/Description/),
      "Pay-as-you-go solar power for rural markets",
    );
    await fill(user, within(form).getByLabelText(/Funding goal/), "50000");
    await user.selectOptions(within(form).getByLabelText(/Industry/), "Energy");
    await fill(user, within(form).getByLabelText(/Equity offered/), "12.5");
    await fill(user, within(form).getByLabelText("Website"), "https://kiosk.example");
    expect(within(form).getByLabelText(/Risk level/)).toHaveValue("MEDIUM");
    await user.click(within(form).getByRole("button", { name: "Submit Idea" }));

    expect(await findToast("Your business idea has been submitted!")).toBeInTheDocument();
    expect(calls.submitted[0]).toMatchObject({
      title: "Solar kiosks for markets",
      fundingGoal: 50000,
      industry: "ENERGY",
      equityOffered: 12.5,
      risk: "MEDIUM",
      website: "https://kiosk.example",
    });
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent(/^\/investing\/73000000-/),
    );
  }, 60_000);

  it("refuses a file that is not an image or video, and one too large, before sending", async () => {
    const { handlers } = ideaHandlers([]);
    server.use(meHandler(makeViewer()), ...handlers);
    const { user } = renderApp("/investing");
    await user.click(await screen.findByRole("button", { name: "Submit Business Idea" }));
    const form = await screen.findByRole("dialog", { name: "Submit Business Idea" });
    const image = within(form).getByLabelText("Image", { selector: "input" });
    fireEvent.change(image, {
      target: { files: [new File(["hello"], "notes.txt", { type: "text/plain" })] },
    });
    expect(await findToast("Invalid file type")).toHaveTextContent(
      "Please upload an image or video file",
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    fireEvent.change(image, { target: { files: [big] } });
    expect(await findToast("File too large")).toHaveTextContent("Image must be less than 5MB");
  });
});

/** /messages with nothing in it yet, as Contact Founder opens it. */
const emptyMessagesPage = [
  api.query("Conversations", () =>
    gqlData({ conversations: { ...page("ConversationConnection", []), totalCount: 0 } }),
  ),
  api.query("Contacts", () =>
    gqlData({ contacts: { ...page("ProfileConnection", []), totalCount: 0 } }),
  ),
  api.query("Conversation", () =>
    gqlData({
      conversation: {
        __typename: "MessageConnection",
        totalCount: 0,
        edges: [],
        pageInfo: { __typename: "PageInfo", hasPreviousPage: false, startCursor: null },
      },
    }),
  ),
  api.query("ChatPartner", () => gqlData({ profile: founder })),
  api.mutation("MarkConversationRead", () => gqlData({ markConversationRead: 0 })),
];

describe("/investing/:id", () => {
  it("shows the idea with its facts, progress and Updates; a member contacts the founder", async () => {
    const idea = makeIdea();
    const { handlers, calls } = ideaHandlers([idea]);
    server.use(meHandler(makeViewer()), ...handlers, ...emptyMessagesPage);
    const { user } = renderApp(`/investing/${idea.id}`);

    expect(
      await screen.findByRole("heading", { name: "Solar kiosks", level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText("Energy")).toBeInTheDocument();
    expect(screen.getByText("24.7%")).toBeInTheDocument();
    expect(screen.getByText("12.5%")).toBeInTheDocument();
    expect(screen.getByText("Nairobi")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /View pitch deck/ })).toHaveAttribute(
      "href",
      idea.pitchDeckUrl,
    );
    expect(screen.getByRole("tab", { name: "Updates (0)" })).toBeInTheDocument();
    expect(await screen.findByText("No updates yet.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit Idea" })).not.toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Add Update" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Contact Founder" }));
    const form = await screen.findByRole("dialog", { name: "Contact Founder" });
    await user.type(within(form).getByRole("textbox"), "Hello there");
    await user.click(within(form).getByRole("button", { name: "Send Message" }));
    expect(
      await within(form).findByText("Message must be at least 20 characters"),
    ).toBeInTheDocument();
    expect(calls.contacted).toEqual([]);
    await user.type(within(form).getByRole("textbox"), ", I would like to invest.");
    await user.click(within(form).getByRole("button", { name: "Send Message" }));
    expect(await findToast("Message Sent!")).toHaveTextContent(
      "Your message has been sent to the founder.",
    );
    expect(calls.contacted).toEqual([
      { ideaId: idea.id, message: "Hello there, I would like to invest." },
    ]);
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/messages$/));
    // /messages opens on Business Inquiries, in the chat with the founder.
    expect(await screen.findByRole("tab", { name: "Business Inquiries (0)" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(await screen.findByText("Say hello to Ada Founder.")).toBeInTheDocument();
  });

  it("says 'Failed to Send' when the message could not be sent", async () => {
    const idea = makeIdea();
    const { handlers } = ideaHandlers([idea]);
    server.use(meHandler(makeViewer()), ...handlers);
    server.use(api.mutation("ContactFounder", () => graphQLError("Boom", "INTERNAL_SERVER_ERROR")));
    const { user } = renderApp(`/investing/${idea.id}`);
    await user.click(await screen.findByRole("button", { name: "Contact Founder" }));
    const form = await screen.findByRole("dialog", { name: "Contact Founder" });
    await user.type(within(form).getByRole("textbox"), "I would like to invest in this.");
    await user.click(within(form).getByRole("button", { name: "Send Message" }));
    expect(await findToast("Failed to Send")).toHaveTextContent(
      "There was a problem sending your message.",
    );
  });

  it("gives the founder 'Edit Idea' and an 'Add Update' tab checked by the shared rules", async () => {
    const idea = makeIdea({ viewerIsOwner: true });
    const { handlers } = ideaHandlers([idea]);
    let added: unknown = null;
    server.use(
      meHandler(makeViewer()),
      ...handlers,
      api.mutation("AddBusinessUpdate", ({ variables }) => {
        added = variables.input;
        return gqlData({
          addBusinessUpdate: {
            __typename: "BusinessUpdate",
            id: uuid("75000000"),
            title: "Kiosk two",
            content: "The second kiosk is live.",
            mediaUrl: null,
            mediaType: null,
            createdAt: new Date().toISOString(),
          },
        });
      }),
    );
    const { user } = renderApp(`/investing/${idea.id}`);

    expect(await screen.findByRole("button", { name: "Edit Idea" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Contact Founder" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Add Update" }));
    const form = await screen.findByRole("form", { name: "Add Update" });
    await user.type(within(form).getByLabelText(/Update title/), "Hi");
    await user.type(within(form).getByLabelText(/Content/), "short");
    await user.click(within(form).getByRole("button", { name: "Post Update" }));
    expect(
      await within(form).findByText("Title must be at least 3 characters"),
    ).toBeInTheDocument();
    expect(within(form).getByText("Content must be at least 10 characters")).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Update title/), " there");
    await user.type(within(form).getByLabelText(/Content/), " but now longer");
    await user.click(within(form).getByRole("button", { name: "Post Update" }));
    expect(await findToast("Update added")).toBeInTheDocument();
    expect(added).toMatchObject({ businessIdeaId: idea.id, title: "Hi there" });

    await user.click(screen.getByRole("button", { name: "Edit Idea" }));
    const edit = await screen.findByRole("dialog", { name: "Edit Idea" });
    expect(within(edit).getByLabelText(/Current funding/)).toHaveValue(12345);
    expect(within(edit).getByLabelText(/Industry/)).toHaveValue("ENERGY");
  });

  it("shows the not-found card with the ID line and 'Back to Investing'", async () => {
    const id = "73000000-0000-4000-8000-0000000000aa";
    server.use(
      meHandler(makeViewer()),
      api.query("BusinessIdea", () => gqlData({ businessIdea: null })),
    );
    renderApp(`/investing/${id}`);
    expect(await screen.findByText("Business idea not found")).toBeInTheDocument();
    expect(screen.getByText(`ID: ${id}`)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Investing" })).toHaveAttribute(
      "href",
      "/investing",
    );
  });
});

describe("/investing: filter, search and sort in the address", () => {
  it("shows the industries as one wrapping group, with the industry in the URL", async () => {
    const solar = makeIdea();
    const farm = makeIdea({ title: "Vertical farms", industry: "AGRICULTURE" });
    const { handlers, calls } = ideaHandlers([solar, farm]);
    server.use(meHandler(makeViewer()), ...handlers);
    const { user } = renderApp("/investing");

    const industries = await screen.findByRole("tablist", { name: "Industry" });
    // Every industry is in the group, which wraps rather than scrolls sideways.
    expect(within(industries).getAllByRole("tab")).toHaveLength(15);
    expect(industries).toHaveStyle({ flexWrap: "wrap" });
    expect(industries.parentElement).not.toHaveStyle({ overflowX: "auto" });

    await user.click(within(industries).getByRole("tab", { name: "Real Estate" }));
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/investing?industry=real-estate"),
    );
    expect(await screen.findByText("No business ideas in this industry yet.")).toBeInTheDocument();
    // One request for the industry chosen, and none for the list left (the page once asked for both in
    // turn, again and again, while the router moved in a React transition).
    const industriesAsked = calls.lists.map((variables) => variables.industry ?? null);
    expect(industriesAsked).toEqual([null, "REAL_ESTATE"]);
    await user.click(within(industries).getByRole("tab", { name: "All Ideas" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/investing$/));
    expect(calls.lists.map((variables) => variables.industry ?? null)).toContain("REAL_ESTATE");
  }, 60_000);

  it("searches and sorts on the server, with both in the URL", async () => {
    const solar = makeIdea();
    const farm = makeIdea({ title: "Vertical farms", industry: "AGRICULTURE" });
    const { handlers, calls } = ideaHandlers([solar, farm]);
    server.use(meHandler(makeViewer()), ...handlers);
    const { user } = renderApp("/investing");
    expect(await screen.findByRole("link", { name: "Solar kiosks" })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "Closest to goal");
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent("/investing?sort=closest-to-goal"),
    );
    await waitFor(() =>
      expect(calls.lists.at(-1)).toMatchObject({ sort: "CLOSEST_TO_GOAL", search: null }),
    );

    await fill(user, screen.getByRole("searchbox", { name: "Search business ideas" }), "farms");
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent(
        "/investing?sort=closest-to-goal&q=farms",
      ),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole("list", { name: "Business ideas" })).queryByText("Solar kiosks"),
      ).not.toBeInTheDocument(),
    );
    expect(calls.lists.at(-1)).toMatchObject({ sort: "CLOSEST_TO_GOAL", search: "farms" });
    await fill(user, screen.getByRole("searchbox", { name: "Search business ideas" }), "nothing");
    expect(await screen.findByText("No business ideas match your search.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(await screen.findByRole("link", { name: "Solar kiosks" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search business ideas" })).toHaveValue("");
    expect(screen.getByTestId("location")).toHaveTextContent("/investing?sort=closest-to-goal");
  }, 60_000);

  it("opens a shared link on its industry, search and sort", async () => {
    const farm = makeIdea({ title: "Vertical farms", industry: "AGRICULTURE" });
    const { handlers, calls } = ideaHandlers([makeIdea(), farm]);
    server.use(meHandler(makeViewer()), ...handlers);
    renderApp("/investing?industry=agriculture&sort=most-funded&q=farms");

    const grid = await screen.findByRole("list", { name: "Business ideas" });
    expect(within(grid).getByText("Vertical farms")).toBeInTheDocument();
    expect(within(grid).queryByText("Solar kiosks")).not.toBeInTheDocument();
    expect(calls.lists[0]).toMatchObject({
      industry: "AGRICULTURE",
      sort: "MOST_FUNDED",
      search: "farms",
    });
    expect(screen.getByRole("tab", { name: "Agriculture" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("MOST_FUNDED");
    expect(screen.getByRole("searchbox", { name: "Search business ideas" })).toHaveValue("farms");
  });
});

describe("funding amounts and status", () => {
  it("refuses amounts out of range or not whole before sending, and marks the required fields", async () => {
    const { handlers, calls } = ideaHandlers([]);
    server.use(meHandler(makeViewer()), ...handlers);
    const { user } = renderApp("/investing");
    await user.click(await screen.findByRole("button", { name: "Submit Business Idea" }));
    const form = await screen.findByRole("dialog", { name: "Submit Business Idea" });

    // Title and Funding goal carry the asterisk, as Description and Industry do.
    for (const label of [/^Title/, /^Funding goal/, /^Description/, /^Industry/]) {
      const field = within(form).getByLabelText(label);
      expect(field).toBeRequired();
      expect(form.querySelector(`label[for="${field.id}"]`)).toHaveTextContent("*");
    }

    await fill(user, within(form).getByLabelText(/Title/), "Solar kiosks for markets");
    await fill(
      user,
      within(form).getByLabelText(/Description/),
      "Pay-as-you-go solar power for rural markets",
    );
    await user.selectOptions(within(form).getByLabelText(/Industry/), "Energy");
    for (const [typed, message] of [
      ["999999999999", "Funding must be at most $1,000,000,000"],
      ["1000000001", "Funding must be at most $1,000,000,000"],
      ["1500.50", "Whole dollars only"],
      ["1e6", "Whole dollars only"],
      ["999", "Minimum funding goal is $1,000"],
    ]) {
      await fill(user, within(form).getByLabelText(/Funding goal/), typed);
      await user.click(within(form).getByRole("button", { name: "Submit Idea" }));
      expect(await within(form).findByText(message)).toBeInTheDocument();
    }
    expect(calls.submitted).toEqual([]);
    await fill(user, within(form).getByLabelText(/Funding goal/), "1000000000");
    await user.click(within(form).getByRole("button", { name: "Submit Idea" }));
    expect(await findToast("Your business idea has been submitted!")).toBeInTheDocument();
    expect(calls.submitted[0]).toMatchObject({ fundingGoal: 1_000_000_000 });
  }, 60_000);

  it("shows an over-funded idea as Funded, its bar full and its share as it is", async () => {
    const over = makeIdea({
      title: "Over-funded kiosks",
      currentFunding: 62500,
      fundingProgress: 125,
      status: "ACTIVE",
    });
    const { handlers } = ideaHandlers([over]);
    server.use(meHandler(makeViewer()), ...handlers);
    renderApp(`/investing/${over.id}`);

    expect(
      await screen.findByRole("heading", { name: "Over-funded kiosks", level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText("Funded")).toBeInTheDocument();
    expect(screen.queryByText("Active")).not.toBeInTheDocument();
    expect(screen.getByText("125.0%")).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  });

  it("shows the Funded badge on an over-funded idea's card", async () => {
    const { handlers } = ideaHandlers([
      makeIdea({ currentFunding: 62500, fundingProgress: 125, status: "ACTIVE" }),
    ]);
    server.use(meHandler(makeViewer()), ...handlers);
    renderApp("/investing");
    const grid = await screen.findByRole("list", { name: "Business ideas" });
    expect(within(grid).getByText("Funded")).toBeInTheDocument();
  });
});
