/**
 * What the forums area offers the other areas and the composition root. Everything else in this
 * folder is its own; its manifest is forums.module.ts.
 */
export { ForumPost } from "./forum.entity";
