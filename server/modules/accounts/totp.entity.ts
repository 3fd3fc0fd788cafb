import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { ForeignKey } from "../../graphql/columns";
import { User } from "./user.entity";

/**
 * A member's TOTP factor (RFC 6238). The secret is stored sealed (AES-256-GCM, secret-key.ts); the factor
 * is on only once `enabledAt` is set (`confirmTotpSetup`), before that it is a setup in progress.
 */
@Entity({ name: "member_totp" })
export class MemberTotp {
  @ForeignKey(() => User, { primary: true, one: true })
  userId: string;

  @Column({ type: "text" })
  secretSealed: string;

  @Column({ type: "timestamptz", nullable: true })
  enabledAt: Date | null;

  /** The time step of the last code accepted: a code of this step or an earlier one is refused. */
  @Column({ type: "bigint", nullable: true })
  lastStep: string | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}

/** One of a member's ten recovery codes: only its HMAC-SHA-256 is stored; each works once. */
@Entity({ name: "recovery_codes" })
@Index(["userId", "codeHash"], { unique: true })
export class RecoveryCode {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @ForeignKey(() => User)
  userId: string;

  @Column({ type: "text" })
  codeHash: string;

  @Column({ type: "timestamptz", nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}

/**
 * The second step of a sign-in whose password was right: `signIn` hands out the challenge (only its SHA-256
 * is stored), `completeSignIn` takes it once with a code before `expiresAt`.
 */
@Entity({ name: "sign_in_challenges" })
export class SignInChallenge {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @ForeignKey(() => User, { index: true })
  userId: string;

  @Column({ type: "text", unique: true })
  challengeHash: string;

  @Column({ type: "timestamptz" })
  expiresAt: Date;

  @Column({ type: "timestamptz", nullable: true })
  usedAt: Date | null;

  /** Wrong codes given with it; past a few it is spent. */
  @Column({ type: "int", default: 0 })
  failedAttempts: number;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
