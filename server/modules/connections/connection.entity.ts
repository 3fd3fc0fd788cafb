import { registerEnumType } from "type-graphql";
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from "typeorm";
import { ForeignKey } from "../../graphql/columns";

export enum ConnectionStatus {
  FOLLOWING = "following",
  FRIEND_REQUESTED = "friend_requested",
  FRIENDS = "friends",
}
registerEnumType(ConnectionStatus, {
  name: "ConnectionStatus",
  description: "Where a connection between two members stands, from the member who started it",
  valuesConfig: {
    FOLLOWING: { description: "Follows the other member" },
    FRIEND_REQUESTED: {
      description:
        "Asked the other member to be friends, not answered yet (and follows them meanwhile)",
    },
    FRIENDS: { description: "Friends: the request was accepted; each follows the other" },
  },
});

/** One row per ordered pair (initiator → target), as the spec's connection state machine describes. */
@Entity({ name: "connections" })
@Unique("UQ_connections_pair", ["userId", "connectedUserId"])
@Check("CHK_connections_not_self", `"user_id" <> "connected_user_id"`)
@Index("IDX_connections_target", ["connectedUserId", "status", "createdAt", "id"])
@Index("IDX_connections_initiator", ["userId", "status", "createdAt", "id"])
export class Connection {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  // The members' users, named: the accounts area sits above this one.
  @ForeignKey("User")
  userId: string;

  @ForeignKey("User")
  connectedUserId: string;

  @Column({ type: "enum", enum: ConnectionStatus, enumName: "connection_status" })
  status: ConnectionStatus;

  @CreateDateColumn({ type: "timestamptz", precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
