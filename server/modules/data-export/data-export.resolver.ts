import { Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../../kernel/context";
import { DataExport, ExportStatus } from "./data-export.entity";
import { dataExportsOf, downloadPath, requestDataExport } from "./data-export.service";

@Resolver(() => DataExport)
export class DataExportResolver {
  @Authorized()
  @Query(() => [DataExport], {
    description: "The viewer's own copies of their data, newest first (the last 20)",
  })
  async dataExports(@Ctx() ctx: Context): Promise<DataExport[]> {
    return dataExportsOf(ctx.db, ctx.viewer!.id);
  }

  @Authorized()
  @Mutation(() => DataExport, {
    description:
      "Asks for a copy of the viewer's data, prepared in the background (DATA_EXPORT_READY when done); while one is PENDING, answers that one",
  })
  async requestDataExport(@Ctx() ctx: Context): Promise<DataExport> {
    return requestDataExport(ctx, ctx.viewer!);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "While READY (7 days): GET it signed in as its owner (cookie or Bearer); anyone else gets 404",
  })
  downloadUrl(@Root() row: DataExport): string | null {
    return row.status === ExportStatus.READY ? downloadPath(row.id) : null;
  }
}
