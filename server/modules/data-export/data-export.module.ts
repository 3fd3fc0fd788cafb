import { defineModule } from "../../kernel/module";
import { DataExport } from "./data-export.entity";
import { dataExportKinds } from "./data-export.kinds";
import { DataExportResolver } from "./data-export.resolver";
import { dataExportRoutes } from "./data-export.routes";
import {
  DATA_EXPORT_EXPIRY_SCHEDULE,
  DATA_EXPORT_EXPIRY_TASK,
  DATA_EXPORT_TASK,
  expireDataExports,
  writeDataExport,
} from "./data-export.service";
import { DataExports1797600000200 } from "./migrations/1797600000200-DataExports";

/**
 * "Your data": a member's copy of everything the areas keep of them (their manifests' `personalData`)
 * and their uploads, one ZIP written by a job, downloadable by them alone for 7 days, then removed.
 */
export const dataExport = defineModule({
  name: "dataExport",
  kinds: dataExportKinds,
  resolvers: [DataExportResolver],
  entities: [DataExport],
  migrations: [DataExports1797600000200],
  routes: dataExportRoutes,
  jobs: { [DATA_EXPORT_TASK]: writeDataExport, [DATA_EXPORT_EXPIRY_TASK]: expireDataExports },
  schedules: { [DATA_EXPORT_EXPIRY_TASK]: DATA_EXPORT_EXPIRY_SCHEDULE },
});
