/**
 * What the data export area offers the other areas and the composition root: nothing yet. Everything
 * in this folder is its own; its manifest is data-export.module.ts.
 */
export {};
