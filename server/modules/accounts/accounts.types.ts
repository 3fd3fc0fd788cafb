import { Field, ObjectType } from "type-graphql";
import { Profile } from "../profiles";

@ObjectType({ description: "The viewer's session and profile after signing in or up" })
export class AuthPayload {
  @Field({
    description:
      "Send as `Authorization: Bearer <token>` from API clients; browsers use the cookie",
  })
  token: string;

  @Field()
  expiresAt: Date;

  @Field(() => Profile)
  me: Profile;
}
