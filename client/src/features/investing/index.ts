/**
 * What the investing area offers the other areas, the shared pieces and the frame; its manifest is
 * investing.feature.ts.
 */
export {};
