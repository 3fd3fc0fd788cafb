/**
 * What the home area offers the other areas, the shared pieces and the frame; its manifest is
 * home.feature.ts.
 */
export {};
