import { ObjectType } from "type-graphql";
import { Connection } from "../../graphql/pagination";
import { Profile } from "./profile.entity";

/** A page of members: connections, members blocked, people a search finds. */
@ObjectType({
  description:
    "A page of members (connections, followers, friend requests, members blocked, people search) and the list's length",
})
export class ProfileConnection extends Connection(Profile, "Profile") {}
