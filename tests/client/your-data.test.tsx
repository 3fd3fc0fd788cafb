import { screen, waitFor, within } from "@testing-library/react";
import { makeViewer } from "./support/fixtures";
import { api, gqlData, graphQLError, httpFailure, meHandler } from "./support/graphql";
import { renderApp } from "./support/render";
import { server } from "./support/server";

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

function dataExport(overrides: Record<string, unknown>) {
  return {
    __typename: "DataExport",
    status: "READY",
    createdAt: ago(2 * HOUR),
    downloadUrl: null,
    ...overrides,
  };
}

const READY = dataExport({ id: "e2", downloadUrl: "/exports/e2", createdAt: ago(3 * HOUR) });
const EXPIRED = dataExport({ id: "e1", status: "EXPIRED", createdAt: ago(9 * 24 * HOUR) });

/** The Privacy tab's other cards, with nothing in them. */
function privacyTab() {
  const settings = {
    __typename: "MemberSettings",
    emailNotifications: true,
    pushNotifications: true,
    profileVisible: true,
    dataCollection: true,
    whoCanMessage: "EVERYONE",
    connectionsVisibleTo: "EVERYONE",
    discoverableByEmail: true,
  };
  server.use(
    meHandler(makeViewer()),
    api.query("MemberSettings", () => gqlData({ settings })),
    api.query("PrivacySettings", () => gqlData({ settings })),
    api.query("BlockedMembers", () =>
      gqlData({
        blockedMembers: {
          __typename: "ProfileConnection",
          edges: [],
          pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
        },
      }),
    ),
  );
}

async function openYourData() {
  const utils = renderApp("/settings?tab=privacy");
  const card = await screen.findByRole("region", { name: "Your data" });
  return { ...utils, card };
}

describe("Settings › Privacy › Your data", () => {
  it("says no copy was asked for, asks for one, and shows it being prepared", async () => {
    privacyTab();
    let requested = 0;
    const pending = dataExport({ id: "e3", status: "PENDING", createdAt: ago(0) });
    server.use(
      api.query("DataExports", () => gqlData({ dataExports: requested ? [pending] : [] })),
      api.mutation("RequestDataExport", () => {
        requested += 1;
        return gqlData({ requestDataExport: pending });
      }),
    );
    const { card, user } = await openYourData();
    expect(
      await within(card).findByText("You haven't requested a copy of your data yet."),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole("button", { name: "Request a copy of your data" }));

    expect(await screen.findByRole("status", { name: /Preparing your data/ })).toHaveTextContent(
      "We'll let you know when your copy is ready to download.",
    );
    const item = await within(card).findByRole("listitem");
    expect(item).toHaveTextContent("Requested just now");
    expect(item).toHaveTextContent("Preparing…");
    expect(within(item).queryByRole("link")).not.toBeInTheDocument();
    // One is being prepared: asking again waits for it.
    expect(
      within(card).getByRole("button", { name: "Request a copy of your data" }),
    ).toBeDisabled();
    expect(requested).toBe(1);
  });

  it("lists the copies, newest first: a ready one with its Download link, an expired one without", async () => {
    privacyTab();
    server.use(api.query("DataExports", () => gqlData({ dataExports: [READY, EXPIRED] })));
    const { card } = await openYourData();

    const items = await within(card).findAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Requested 3h ago");
    expect(items[0]).toHaveTextContent("Ready");
    const link = within(items[0]).getByRole("link", { name: /^Download copy of / });
    expect(link).toHaveAttribute("href", "/exports/e2");
    expect(link).toHaveTextContent("Download");
    expect(items[1]).toHaveTextContent("Expired");
    expect(within(items[1]).queryByRole("link")).not.toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Request a copy of your data" })).toBeEnabled();
  });

  it("says why a request was refused", async () => {
    privacyTab();
    server.use(
      api.query("DataExports", () => gqlData({ dataExports: [] })),
      api.mutation("RequestDataExport", () =>
        graphQLError("Too many attempts. Please try again later.", "RATE_LIMITED"),
      ),
    );
    const { card, user } = await openYourData();
    await within(card).findByText("You haven't requested a copy of your data yet.");

    await user.click(within(card).getByRole("button", { name: "Request a copy of your data" }));

    expect(
      await screen.findByRole("status", { name: /Could not request your data/ }),
    ).toHaveTextContent("Too many attempts. Please try again later.");
    expect(within(card).queryByRole("listitem")).not.toBeInTheDocument();
  });

  it("says when the list cannot be loaded, and retries", async () => {
    privacyTab();
    let fail = true;
    server.use(
      api.query("DataExports", () => (fail ? httpFailure(503) : gqlData({ dataExports: [READY] }))),
    );
    const { card, user } = await openYourData();
    const error = await within(card).findByRole("alert");
    expect(error).toHaveTextContent("Failed to load your copies");

    fail = false;
    await user.click(within(error).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(within(card).getAllByRole("listitem")).toHaveLength(1));
    expect(within(card).queryByRole("alert")).not.toBeInTheDocument();
  });
});
