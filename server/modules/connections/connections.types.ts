import { Field, ObjectType } from "type-graphql";
import { Profile } from "../profiles";
import { ConnectionStatus } from "./connection.entity";

@ObjectType({
  description: "A connection between two members changed; both profiles carry fresh counts",
})
export class ConnectionEvent {
  @Field(() => Profile, { description: "Who initiated the connection" })
  user: Profile;

  @Field(() => Profile, { description: "Whom the connection points to" })
  connectedUser: Profile;

  @Field(() => ConnectionStatus, {
    nullable: true,
    description: "The row's status now; null when it was deleted",
  })
  status: ConnectionStatus | null;
}
