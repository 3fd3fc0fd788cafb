/**
 * What the groups area offers the other areas, the shared pieces and the frame; its manifest is
 * groups.feature.ts.
 */
export {};
