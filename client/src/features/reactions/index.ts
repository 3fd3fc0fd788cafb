/**
 * What the reactions area offers the other areas, the shared pieces and the frame; its manifest is
 * reactions.feature.ts.
 */
export {};
