/**
 * What the notifications area offers the other areas and the composition root. Everything else in this
 * folder is its own; its manifest is notifications.module.ts.
 */
export { notify } from "./notifications.service";
