/**
 * What the messages area offers the other areas, the shared pieces and the frame; its manifest is
 * messages.feature.ts.
 */
export { BELL_MESSAGES } from "./cache";
export { MessagePreviewItem } from "./MessagePreviewItem";
export { InboxPreviewDocument, MarkMessageReadDocument } from "./messages.generated";
export type { MessageFieldsFragment } from "./messages.generated";
export { useMessagingSync } from "./useMessagingSync";
