import { ObjectType, registerEnumType } from "type-graphql";
import { Column, Entity, Index } from "typeorm";
import { User } from "../accounts";
import { CreatedAtField, ForeignKey, IdField, KindField } from "../../graphql/columns";

/** Where a copy of a member's data stands: being prepared, ready to download (7 days), or gone. */
export enum ExportStatus {
  PENDING = "PENDING",
  READY = "READY",
  EXPIRED = "EXPIRED",
}
registerEnumType(ExportStatus, {
  name: "ExportStatus",
  description: "PENDING: being prepared; READY: downloadable for 7 days; EXPIRED: its file is gone",
  valuesConfig: {
    PENDING: { description: "Being prepared" },
    READY: { description: "Ready to download, for 7 days" },
    EXPIRED: {
      description: "Its 7 days are over and its file removed, or preparing it failed; ask again",
    },
  },
});

/**
 * A copy of a member's data (`requestDataExport`): one ZIP of a JSON file per kind of data and their
 * uploaded files, prepared by the `data-export` job, downloadable by them alone until `expiresAt`, then
 * removed (its row stays, EXPIRED). At most one PENDING per member (a partial unique index).
 */
@ObjectType("DataExport", {
  description: "A copy of the member's data: one ZIP, prepared in the background, kept 7 days",
})
@Entity({ name: "data_exports" })
@Index("IDX_data_exports_user", ["userId", "createdAt"])
@Index("UQ_data_exports_pending", ["userId"], { unique: true, where: `"status" = 'PENDING'` })
@Index("IDX_data_exports_expiring", ["expiresAt"], { where: `"status" = 'READY'` })
export class DataExport {
  @IdField("The copy's id (a UUID)")
  id: string;

  @ForeignKey(() => User)
  userId: string;

  @KindField(() => ExportStatus, 10, {
    description: "Where it stands",
    default: ExportStatus.PENDING,
  })
  status: ExportStatus;

  /** The ZIP's file name among the exports (DATA_DIR/exports) while it is READY. */
  @Column({ type: "text", nullable: true })
  fileKey: string | null;

  @CreatedAtField("When the member asked for it")
  createdAt: Date;

  @Column({ type: "timestamptz", precision: 3, nullable: true })
  readyAt: Date | null;

  /** 7 days after it was ready: its link stops working and its file is removed. */
  @Column({ type: "timestamptz", precision: 3, nullable: true })
  expiresAt: Date | null;
}
