import { MaxLength } from "class-validator";
import { Field, InputType } from "type-graphql";
import { ID } from "../../graphql/ids";
import { MAX_MESSAGE_LENGTH, MessageType } from "./message.entity";

@InputType({ description: "A direct message to send (sendMessage)." })
export class SendMessageInput {
  @Field(() => ID, {
    description:
      "The member to write to: not the viewer, not a suspended member, not across a block, and one whose `whoCanMessage` admits the viewer.",
  })
  receiverId: string;

  @Field({ description: "The text; trimmed, then 1 to 5000 characters." })
  // Checked after trimming by the service; this bound only stops absurd payloads early.
  @MaxLength(MAX_MESSAGE_LENGTH * 2, {
    message: `Message must be at most ${MAX_MESSAGE_LENGTH} characters`,
  })
  content: string;

  @Field(() => MessageType, {
    defaultValue: MessageType.GENERAL,
    description: "GENERAL unless given; BUSINESS_INQUIRY for an inquiry about a business idea.",
  })
  messageType: MessageType;

  @Field(() => ID, {
    nullable: true,
    description:
      "The business idea a business inquiry is about: required with BUSINESS_INQUIRY (but in an inquiry thread whose idea was deleted, which carries on without one), refused with GENERAL (BAD_USER_INPUT, `fields.businessIdeaId`); NOT_FOUND when no such idea exists.",
  })
  businessIdeaId?: string | null;

  @Field(() => ID, {
    nullable: true,
    description:
      "The business page it is sent from (its Message button); NOT_FOUND when no such page exists.",
  })
  businessPageId?: string | null;
}
