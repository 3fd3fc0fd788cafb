/**
 * What the admin area offers the other areas and the composition root. Everything else in this
 * folder is its own; its manifest is admin.module.ts.
 */
export { recordAdminAction } from "./admin.service";
