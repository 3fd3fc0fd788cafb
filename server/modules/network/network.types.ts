import { ArgsType, Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { Connection, PageArgs } from "../../graphql/pagination";
import { Profile } from "../profiles";

/** The viewer's distance to a member through connections (friends). */
export enum ConnectionDegree {
  SELF = "SELF",
  FIRST = "FIRST",
  SECOND = "SECOND",
  THIRD_PLUS = "THIRD_PLUS",
}
registerEnumType(ConnectionDegree, {
  name: "ConnectionDegree",
  description:
    "The viewer's distance to a member: SELF (the viewer), FIRST (a connection), SECOND (a connection of a connection), THIRD_PLUS (anyone else)",
  valuesConfig: {
    SELF: { description: "The viewer themself" },
    FIRST: { description: "A connection of the viewer (an accepted friend request)" },
    SECOND: { description: "A connection of one of the viewer's connections" },
    THIRD_PLUS: { description: "Anyone else" },
  },
});

/** A member the viewer may know, with why. */
@ObjectType({ description: "A member the viewer may know, and why", simpleResolvers: true })
export class Suggestion {
  @Field(() => Profile, { description: "The member suggested" })
  profile: Profile;

  @Field(() => Int, { description: "Connections the viewer and this member share" })
  mutualConnectionCount: number;

  @Field(() => [String], {
    description:
      "Why, at most 3, best first: '1 mutual connection' or 'N mutual connections', then what else they share ('Member of Rust Developers', 'Also in Berlin')",
  })
  reasons: string[];
}

@ObjectType({ description: "A page of suggestions, best first" })
export class SuggestionConnection extends Connection(Suggestion, "Suggestion") {}

/** people(): the search, its filters and the page. */
@ArgsType()
export class PeopleArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description:
      "Words of a name, username, title, company or skill; typos tolerated. At most 200 characters",
  })
  search?: string | null;

  @Field(() => [ConnectionDegree], {
    nullable: true,
    description:
      "Only members at these degrees (SELF lists the viewer too, who is otherwise left out)",
  })
  degree?: ConnectionDegree[] | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Part of a company the member works or worked at (Profile.company or a position), case-insensitive; at most 100 characters",
  })
  company?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Part of the member's location, case-insensitive; at most 100 characters",
  })
  location?: string | null;
}
