import { Field, ObjectType } from "type-graphql";

/** A topic members tag content with (`#word`); its counts are field resolvers (the tagFacts loader). */
@ObjectType({ description: "A tag (#word) members put on content" })
export class Tag {
  @Field({ description: "Lower-case, without the '#'" })
  name: string;
}

export const tagOf = (name: string): Tag => Object.assign(new Tag(), { name });
