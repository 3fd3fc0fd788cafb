import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from "typeorm";
import { User } from "./user.entity";

/** A signed-in device. The token itself is never stored, only its SHA-256. */
@Entity({ name: "sessions" })
export class Session {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Index()
  @Column({ type: "uuid" })
  userId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  user: Relation<User>;

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
}
