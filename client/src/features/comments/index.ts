/**
 * What the comments area offers the other areas, the shared pieces and the frame; its manifest is
 * comments.feature.ts.
 */
export { CommentsSection } from "./CommentsSection";
