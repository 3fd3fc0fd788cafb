import { Field, ObjectType, registerEnumType } from "type-graphql";
import { ID } from "../../graphql/ids";
import { Check, Column, Entity, Index } from "typeorm";
import {
  IdField,
  CreatedAtField,
  TextField,
  EnumField,
  FlagField,
  TimeField,
  ForeignKey,
} from "../../graphql/columns";
import { User } from "../accounts";

export enum MessageType {
  GENERAL = "general",
  BUSINESS_INQUIRY = "business_inquiry",
}
registerEnumType(MessageType, {
  name: "MessageType",
  description: "What a direct message is: ordinary, or a business inquiry about a business idea",
  valuesConfig: {
    GENERAL: { description: "An ordinary direct message (the default)." },
    BUSINESS_INQUIRY: {
      description:
        "An inquiry to an idea's owner, naming the idea in `businessIdeaId` (sent without one, it is refused); listed on its own tab.",
    },
  },
});

export const MAX_MESSAGE_LENGTH = 5000;

@ObjectType({
  description:
    "A direct message between two members. Only its sender and its receiver ever see it.",
})
@Entity({ name: "messages" })
@Check("CHK_messages_not_self", `"sender_id" <> "receiver_id"`)
@Index("IDX_messages_inbox", ["receiverId", "messageType", "createdAt", "id"])
@Index("IDX_messages_pair", ["senderId", "receiverId", "createdAt", "id"])
@Index("IDX_messages_unread", ["receiverId"], { where: `"read" = false` })
export class Message {
  @IdField("The message's unique id (a UUID).")
  id: string;

  @ForeignKey(() => User)
  senderId: string;

  @ForeignKey(() => User)
  receiverId: string;

  @TextField(MAX_MESSAGE_LENGTH, {
    description: "The text, trimmed: 1 to 5000 characters.",
  })
  content: string;

  @FlagField({ description: "Whether the receiver has read it (see `readAt`)." })
  read: boolean;

  @TimeField({
    nullable: true,
    precision: null,
    description: "When the receiver read it (read receipts); null while unread.",
  })
  readAt: Date | null;

  @EnumField(MessageType, "message_type", {
    default: MessageType.GENERAL,
    description: "What it is: an ordinary message or a business inquiry.",
  })
  messageType: MessageType;

  @Field(() => ID, {
    nullable: true,
    description:
      "The business idea a business inquiry is about; null for an ordinary message, and for an inquiry once that idea is deleted (or written before ideas had a table).",
  })
  @Column({ type: "uuid", nullable: true })
  businessIdeaId: string | null;

  @Field(() => ID, {
    nullable: true,
    description:
      "The business page it was sent from (its Message button); null when none, or once that page is deleted.",
  })
  @Column({ type: "uuid", nullable: true })
  businessPageId: string | null;

  @CreatedAtField("When it was sent.")
  createdAt: Date;
}
