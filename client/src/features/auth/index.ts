/**
 * What the auth area offers the other areas, the shared pieces and the frame; its manifest is
 * auth.feature.ts.
 */
export { useSignOut } from "./useSignOut";
export { SessionEndNotice } from "./SessionEndNotice";
