/**
 * What the groups area offers the other areas and the composition root. Everything else in this
 * folder is its own; its manifest is groups.module.ts.
 */
export { GroupPost } from "./group.entity";
