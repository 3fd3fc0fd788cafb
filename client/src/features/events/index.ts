/**
 * What the events area offers the other areas, the shared pieces and the frame; its manifest is
 * events.feature.ts.
 */
export {};
