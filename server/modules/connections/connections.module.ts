import { defineModule } from "../../kernel/module";
import { connectionPersonalData } from "./connections.personal-data";
import { connectionsKinds } from "./connections.kinds";
import { Connection } from "./connection.entity";
import { connectionLoaders, connectionMemberFacts } from "./connections.loaders";
import { ConnectionsResolver } from "./connections.resolver";

export const connections = defineModule({
  name: "connections",
  personalData: connectionPersonalData,
  kinds: connectionsKinds,
  resolvers: [ConnectionsResolver],
  entities: [Connection],
  loaders: connectionLoaders,
  memberFacts: connectionMemberFacts,
  topics: {} as {
    /** A connection row between two members was created, changed or deleted (to both of them). */
    CONNECTION_CHANGED: [memberId: string, { userId: string; connectedUserId: string }];
  },
});
