/**
 * What the admin area offers the other areas, the shared pieces and the frame; its manifest is
 * admin.feature.ts.
 */
export { ReportButton } from "./ReportButton";
