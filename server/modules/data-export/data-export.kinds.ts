import { defineKinds } from "../../kernel/kinds";

/** The kinds the data export area owns (see kernel/kinds.ts). */
export const dataExportKinds = defineKinds({
  notificationTypes: {
    DATA_EXPORT_READY: {
      value: "data_export_ready",
      description: "The copy of the member's data they asked for is ready to download.",
    },
  },
});

declare module "../../kernel/kinds" {
  interface DeclaredKinds {
    dataExport: typeof dataExportKinds;
  }
}
