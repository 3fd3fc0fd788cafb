import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";
import { ForeignKey } from "../graphql/columns";

/** A stored, re-encoded image and its thumbnail. */
@Entity({ name: "uploads" })
export class Upload {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  // Named, not imported: the storage sits below the areas, and the accounts area owns the users table.
  @ForeignKey("User", { index: true })
  ownerId: string;

  @Column({ type: "varchar", length: 20 })
  purpose: string;

  @Column({ type: "text", unique: true })
  key: string;

  @Column({ type: "text" })
  thumbnailKey: string;

  @Column({ type: "varchar", length: 50 })
  contentType: string;

  @Column({ type: "integer" })
  bytes: number;

  @Column({ type: "integer" })
  width: number;

  @Column({ type: "integer" })
  height: number;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
