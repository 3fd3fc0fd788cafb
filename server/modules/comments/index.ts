/**
 * What the comments area offers the other areas and the composition root. Everything else in this
 * folder is its own; its manifest is comments.module.ts.
 */
export { Comment } from "./comment.entity";
