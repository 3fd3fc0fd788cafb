import { ObjectType } from "type-graphql";
import { Connection } from "../../graphql/pagination";
import { Profile } from "./profile.entity";

/** A page of members: connections, members blocked, people a search finds. */
@ObjectType()
export class ProfileConnection extends Connection(Profile, "Profile") {}
