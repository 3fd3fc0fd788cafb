import { Field, ObjectType } from "type-graphql";
import { Column, Entity } from "typeorm";
import { CreatedAtField, ForeignKey, IdField } from "../../graphql/columns";
import { User } from "./user.entity";

/** PostgreSQL answers a `bigint` as a string; a signature counter fits a JavaScript number (uint32). */
const bigintNumber = {
  to: (value: number) => value,
  from: (value: string | number) => Number(value),
};

/**
 * A member's passkey (a WebAuthn credential kept on their device, discoverable): its public key and the
 * signature counter its authenticator last reported. Gone with the member's account.
 */
@ObjectType("Passkey", { description: "A passkey the viewer can sign in with" })
@Entity({ name: "passkeys" })
export class Passkey {
  @IdField()
  id: string;

  @ForeignKey(() => User, { index: "IDX_passkeys_user" })
  userId: string;

  /** The credential's id, base64url, as the authenticator gives it (unique across members). */
  @Column({ type: "text", unique: true })
  credentialId: string;

  /** The credential's public key, COSE-encoded. */
  @Column({ type: "bytea" })
  publicKey: Buffer;

  /** The signature counter last seen (0 for authenticators that keep none). */
  @Column({ type: "bigint", default: 0, transformer: bigintNumber })
  counter: number;

  /** How the browser may reach the authenticator ('internal', 'hybrid', 'usb'…), as it reported. */
  @Column({ type: "varchar", length: 16, array: true, default: () => "'{}'" })
  transports: string[];

  @Field(() => String, {
    nullable: true,
    description: "The name the member gave it (the device it was added on by default)",
  })
  @Column({ type: "varchar", length: 60, nullable: true })
  name: string | null;

  @CreatedAtField("When the member added it")
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: "When it last signed the member in" })
  @Column({ type: "timestamptz", precision: 3, nullable: true })
  lastUsedAt: Date | null;
}
