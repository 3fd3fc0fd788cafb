import { ObjectType } from "type-graphql";
import { ObjectFields } from "../../graphql/inputs";
import { Profile } from "../profiles";
import { ConnectionStatus } from "./connection.entity";

@ObjectType({
  description: "A connection between two members changed; both profiles carry fresh counts",
})
export class ConnectionEvent extends ObjectFields(
  {
    user: [Profile, "Who initiated the connection"],
    connectedUser: [Profile, "Whom the connection points to"],
  },
  { status: [ConnectionStatus, "The row's status now; null when it was deleted"] },
) {}
