import { Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../../kernel/context";
import { DataExport, ExportStatus } from "./data-export.entity";
import { dataExportsOf, downloadPath, requestDataExport } from "./data-export.service";

@Resolver(() => DataExport)
export class DataExportResolver {
  @Authorized()
  @Query(() => [DataExport], {
    description:
      "The viewer's own copies of their data, newest first (the last 20). Members only. Errors: UNAUTHENTICATED.",
  })
  async dataExports(@Ctx() ctx: Context): Promise<DataExport[]> {
    return dataExportsOf(ctx.db, ctx.viewer!.id);
  }

  @Authorized()
  @Mutation(() => DataExport, {
    description:
      "Asks for a copy of the viewer's data, prepared in the background (a DATA_EXPORT_READY notification when done); while one is PENDING, answers that one. Members only; at most 5 a day. Errors: UNAUTHENTICATED; RATE_LIMITED after 5 in the last 24 hours.",
  })
  async requestDataExport(@Ctx() ctx: Context): Promise<DataExport> {
    return requestDataExport(ctx, ctx.viewer!);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The ZIP's address on this server (`/exports/<id>`) while READY (7 days), null otherwise: a GET signed in as its owner (session cookie or Bearer token) answers it; anyone else gets 404",
  })
  downloadUrl(@Root() row: DataExport): string | null {
    return row.status === ExportStatus.READY ? downloadPath(row.id) : null;
  }
}
