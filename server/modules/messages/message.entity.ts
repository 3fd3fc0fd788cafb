import { Field, ObjectType, registerEnumType } from "type-graphql";
import { ID } from "../../graphql/ids";
import { Check, Column, Entity, Index, ManyToOne, type Relation } from "typeorm";
import { IdField, CreatedAtField } from "../../graphql/columns";
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

  @Column({ type: "uuid" })
  senderId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  sender: Relation<User>;

  @Column({ type: "uuid" })
  receiverId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  receiver: Relation<User>;

  @Field()
  @Column({ type: "varchar", length: MAX_MESSAGE_LENGTH })
  content: string;

  @Field()
  @Column({ type: "boolean", default: false })
  read: boolean;

  @Field(() => Date, { nullable: true, description: "When the receiver read it (read receipts)" })
  @Column({ type: "timestamptz", nullable: true })
  readAt: Date | null;

  @Field(() => MessageType)
  @Column({
    type: "enum",
    enum: MessageType,
    enumName: "message_type",
    default: MessageType.GENERAL,
  })
  messageType: MessageType;

  @Field(() => ID, { nullable: true, description: "The business idea a business inquiry is about" })
  @Column({ type: "uuid", nullable: true })
  businessIdeaId: string | null;

  @CreatedAtField()
  createdAt: Date;
}
