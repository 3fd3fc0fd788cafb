/**
 * What the business area offers the other areas, the shared pieces and the frame; its manifest is
 * business.feature.ts.
 */
export {};
