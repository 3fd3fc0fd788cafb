import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from "typeorm";

/** Credentials of a member. Public data lives in the profile row with the same id. */
@Entity({ name: "users" })
export class User {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column({ type: "citext", unique: true })
  email: string;

  @Column({ type: "text" })
  passwordHash: string;

  @Column({ type: "timestamptz", nullable: true })
  emailVerifiedAt: Date | null;

  @Column({ type: "timestamptz", nullable: true })
  lastSeenAt: Date | null;

  /** When the member's own deletion of their account is due (deletion.service.ts); null when none is. */
  @Column({ type: "timestamptz", nullable: true })
  deletionScheduledAt: Date | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
