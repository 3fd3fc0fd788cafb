import { setupServer } from "msw/node";
import { api, gqlData } from "./graphql";

/**
 * The msw server every client test shares; tests add handlers with `server.use(...)`, which take
 * precedence over these defaults. By default the signed-in top bar's bells have nothing unread.
 */
export const server = setupServer(
  api.query("UnreadCounts", () =>
    gqlData({ unreadCounts: { __typename: "UnreadCounts", messages: 0, notifications: 0 } }),
  ),
);
