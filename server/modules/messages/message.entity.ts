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
registerEnumType(MessageType, { name: "MessageType" });

export const MAX_MESSAGE_LENGTH = 5000;

@ObjectType()
@Entity({ name: "messages" })
@Check("CHK_messages_not_self", `"sender_id" <> "receiver_id"`)
@Index("IDX_messages_inbox", ["receiverId", "messageType", "createdAt", "id"])
@Index("IDX_messages_pair", ["senderId", "receiverId", "createdAt", "id"])
@Index("IDX_messages_unread", ["receiverId"], { where: `"read" = false` })
export class Message {
  @IdField()
  id: string;

  @ForeignKey(() => User)
  senderId: string;

  @ForeignKey(() => User)
  receiverId: string;

  @TextField(MAX_MESSAGE_LENGTH)
  content: string;

  @FlagField()
  read: boolean;

  @TimeField({
    nullable: true,
    precision: null,
    description: "When the receiver read it (read receipts)",
  })
  readAt: Date | null;

  @EnumField(MessageType, "message_type", { default: MessageType.GENERAL })
  messageType: MessageType;

  @Field(() => ID, { nullable: true, description: "The business idea a business inquiry is about" })
  @Column({ type: "uuid", nullable: true })
  businessIdeaId: string | null;

  @Field(() => ID, {
    nullable: true,
    description: "The business page a message was sent from; null once it is gone",
  })
  @Column({ type: "uuid", nullable: true })
  businessPageId: string | null;

  @CreatedAtField()
  createdAt: Date;
}
