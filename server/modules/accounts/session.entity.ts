import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";
import { User } from "./user.entity";
import { ForeignKey } from "../../graphql/columns";

/** A signed-in device. The token itself is never stored, only its SHA-256. */
@Entity({ name: "sessions" })
export class Session {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @ForeignKey(() => User, { index: true })
  userId: string;

  @Column({ type: "text", unique: true })
  tokenHash: string;

  @Column({ type: "timestamptz" })
  expiresAt: Date;

  @Column({ type: "timestamptz", nullable: true })
  revokedAt: Date | null;

  @Column({ type: "varchar", length: 400, nullable: true })
  userAgent: string | null;

  @Column({ type: "varchar", length: 64, nullable: true })
  ip: string | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  /** When a request last used it, written at most every few minutes (see session-cache.ts). */
  @Column({ type: "timestamptz", default: () => "now()" })
  lastSeenAt: Date;
}
