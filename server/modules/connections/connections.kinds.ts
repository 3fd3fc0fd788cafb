import { defineKinds } from "../../kernel/kinds";

/** The kinds the connections area owns (see kernel/kinds.ts). */
export const connectionsKinds = defineKinds({
  notificationTypes: { CONNECTION: "connection", CONNECTION_REQUEST: "connection_request" },
});

declare module "../../kernel/kinds" {
  interface DeclaredKinds {
    connections: typeof connectionsKinds;
  }
}
