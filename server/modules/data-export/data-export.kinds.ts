import { defineKinds } from "../../kernel/kinds";

/** The kinds the data export area owns (see kernel/kinds.ts). */
export const dataExportKinds = defineKinds({
  notificationTypes: { DATA_EXPORT_READY: "data_export_ready" },
});

declare module "../../kernel/kinds" {
  interface DeclaredKinds {
    dataExport: typeof dataExportKinds;
  }
}
