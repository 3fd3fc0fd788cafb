import { MaxLength } from "class-validator";
import { Field, InputType } from "type-graphql";
import { ID } from "../../graphql/ids";
import { MAX_MESSAGE_LENGTH, MessageType } from "./message.entity";

@InputType()
export class SendMessageInput {
  @Field(() => ID)
  receiverId: string;

  @Field({ description: "Trimmed; must not be empty" })
  // Checked after trimming by the service; this bound only stops absurd payloads early.
  @MaxLength(MAX_MESSAGE_LENGTH * 2, {
    message: `Message must be at most ${MAX_MESSAGE_LENGTH} characters`,
  })
  content: string;

  @Field(() => MessageType, { defaultValue: MessageType.GENERAL })
  messageType: MessageType;

  @Field(() => ID, { nullable: true, description: "The business idea a business inquiry is about" })
  businessIdeaId?: string | null;

  @Field(() => ID, {
    nullable: true,
    description: "The business page it is sent from (its Message button)",
  })
  businessPageId?: string | null;
}
