import { ObjectType } from "type-graphql";
import { ObjectFields } from "../../graphql/inputs";
import { Profile } from "../profiles";
import { ConnectionStatus } from "./connection.entity";

@ObjectType({
  description: "A connection between two members changed; both profiles carry fresh counts",
})
export class ConnectionEvent extends ObjectFields(
  {
    user: [Profile, "The member who made the change (for a block, the blocker)"],
    connectedUser: [Profile, "The other member"],
  },
  {
    status: [
      ConnectionStatus,
      "Where the connection between the two stands now (user's own row first); null when none is left",
    ],
  },
) {}
