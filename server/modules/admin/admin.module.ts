import { defineModule } from "../../kernel/module";
import { adminKinds } from "./admin.kinds";
import { AuditEntry, Report } from "./admin.entity";
import { onAdminActed } from "./admin.service";
import {
  AdminContentItemResolver,
  AdminResolver,
  AuditEntryResolver,
  ReportResolver,
} from "./admin.resolver";

/**
 * Super admins' moderation: statistics, members (ban, unban, delete), every content kind an area
 * registers as `moderatable`, members' reports and the append-only audit log.
 */
export const admin = defineModule({
  name: "admin",
  kinds: adminKinds,
  resolvers: [AdminResolver, AdminContentItemResolver, AuditEntryResolver, ReportResolver],
  entities: [AuditEntry, Report],
  on: { AdminActed: onAdminActed },
});
