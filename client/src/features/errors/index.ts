/**
 * What the errors area offers the other areas, the shared pieces and the frame; its manifest is
 * errors.feature.ts.
 */
export {};
