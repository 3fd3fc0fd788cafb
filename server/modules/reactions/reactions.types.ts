import { InputType, Int, ObjectType } from "type-graphql";
import { ID } from "../../graphql/ids";
import { InputFields, ObjectFields } from "../../graphql/inputs";
import { ReactionType } from "./reaction.entity";
import { ContentType } from "../../kernel/kinds";

@ObjectType({ description: "How many members reacted with one kind, and whether the viewer did." })
export class ReactionCount extends ObjectFields({
  type: [ReactionType, "The kind of reaction."],
  count: [Int, "How many members reacted with it (0 included)."],
  viewerHasReacted: [Boolean, "Whether the viewer is one of them; false for a visitor."],
}) {}

@ObjectType({ description: "A piece of content's reactions after a toggle." })
export class ReactionSummary extends ObjectFields({
  contentType: [ContentType, "The type of the content reacted to."],
  contentId: [ID, "The id of the content reacted to."],
  reactions: [
    [ReactionCount],
    "A count for each kind the content takes (all five, or only LIKE), zeros included, in a fixed order.",
  ],
}) {}

@InputType({ description: "A reaction to give or take back (toggleReaction)." })
export class ToggleReactionInput extends InputFields({
  contentType: [ContentType, "The type of the content."],
  contentId: [ID, "The content's id."],
  reactionType: [
    ReactionType,
    "The kind: business ideas and forum posts take only LIKE (BAD_USER_INPUT under `fields.reactionType` otherwise).",
  ],
}) {}
