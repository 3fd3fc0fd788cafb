/**
 * What the careers area offers the other areas and the composition root. Everything else in this
 * folder is its own; its manifest is careers.module.ts.
 */
export {};
