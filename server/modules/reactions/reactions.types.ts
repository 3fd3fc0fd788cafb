import { Field, InputType, Int, ObjectType } from "type-graphql";
import { ID } from "../../graphql/ids";
import { ReactionType } from "./reaction.entity";
import { ContentType } from "../../kernel/kinds";

@ObjectType({ description: "How many members reacted with one kind, and whether the viewer did" })
export class ReactionCount {
  @Field(() => ReactionType)
  type: ReactionType;

  @Field(() => Int)
  count: number;

  @Field()
  viewerHasReacted: boolean;
}

@ObjectType({ description: "A piece of content's reactions after a toggle" })
export class ReactionSummary {
  @Field(() => ContentType)
  contentType: ContentType;

  @Field(() => ID)
  contentId: string;

  @Field(() => [ReactionCount])
  reactions: ReactionCount[];
}

@InputType()
export class ToggleReactionInput {
  @Field(() => ContentType)
  contentType: ContentType;

  @Field(() => ID)
  contentId: string;

  @Field(() => ReactionType)
  reactionType: ReactionType;
}
