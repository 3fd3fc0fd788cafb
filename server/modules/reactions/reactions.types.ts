import { InputType, Int, ObjectType } from "type-graphql";
import { ID } from "../../graphql/ids";
import { InputFields, ObjectFields } from "../../graphql/inputs";
import { ReactionType } from "./reaction.entity";
import { ContentType } from "../../kernel/kinds";

@ObjectType({ description: "How many members reacted with one kind, and whether the viewer did" })
export class ReactionCount extends ObjectFields({
  type: ReactionType,
  count: Int,
  viewerHasReacted: Boolean,
}) {}

@ObjectType({ description: "A piece of content's reactions after a toggle" })
export class ReactionSummary extends ObjectFields({
  contentType: ContentType,
  contentId: ID,
  reactions: [ReactionCount],
}) {}

@InputType()
export class ToggleReactionInput extends InputFields({
  contentType: ContentType,
  contentId: ID,
  reactionType: ReactionType,
}) {}
