import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";
import { User } from "./user.entity";
import { ForeignKey } from "../../graphql/columns";

export type EmailTokenKind = "verify_email" | "reset_password";

/** A single-use link sent by e-mail (verification or password reset). Only the SHA-256 is stored. */
@Entity({ name: "email_tokens" })
export class EmailToken {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @ForeignKey(() => User, { index: true })
  userId: string;

  @Column({ type: "varchar", length: 20 })
  kind: EmailTokenKind;

  @Column({ type: "text", unique: true })
  tokenHash: string;

  @Column({ type: "timestamptz" })
  expiresAt: Date;

  @Column({ type: "timestamptz", nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
