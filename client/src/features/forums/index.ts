/**
 * What the forums area offers the other areas, the shared pieces and the frame; its manifest is
 * forums.feature.ts.
 */
export {};
