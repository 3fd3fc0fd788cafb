import { defineKinds } from "../../kernel/kinds";

/** The kinds the connections area owns (see kernel/kinds.ts). */
export const connectionsKinds = defineKinds({
  notificationTypes: {
    CONNECTION: {
      value: "connection",
      description:
        "A member started following the member; new followers fold into one notification until it is read.",
    },
    CONNECTION_REQUEST: {
      value: "connection_request",
      description: "A member sent the member a connection request.",
    },
  },
});

declare module "../../kernel/kinds" {
  interface DeclaredKinds {
    connections: typeof connectionsKinds;
  }
}
