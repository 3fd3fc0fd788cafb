import { Field, ObjectType } from "type-graphql";
import { ID } from "../../graphql/ids";
import { Profile } from "../profiles";

@ObjectType({ description: "The viewer's session and profile after signing in or up" })
export class AuthPayload {
  @Field({
    description:
      "Send as `Authorization: Bearer <token>` from API clients; browsers use the cookie",
  })
  token: string;

  @Field({ description: "When the session ends, unless it is signed out or revoked sooner" })
  expiresAt: Date;

  @Field(() => Profile, { description: "The member signed in" })
  me: Profile;
}

@ObjectType("Session", { description: "A device signed in to the viewer's account" })
export class SessionInfo {
  @Field(() => ID, { description: "The session's id, for revokeSession" })
  id: string;

  @Field({ description: "Whether this is the session making the request" })
  current: boolean;

  @Field(() => String, {
    nullable: true,
    description: "The device as people read it ('Chrome on macOS'), from its user agent",
  })
  userAgent: string | null;

  @Field(() => String, { nullable: true, description: "The IP address it signed in from" })
  ip: string | null;

  @Field({ description: "When it signed in" })
  createdAt: Date;

  @Field({ description: "When it was last used (marked every few minutes at most)" })
  lastSeenAt: Date;
}
