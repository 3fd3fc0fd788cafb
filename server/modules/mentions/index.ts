/**
 * What the mentions area offers the other areas and the composition root. Everything else in this
 * folder is its own; its manifest is mentions.module.ts. (Its rules.ts is the client's `@rules/mentions`.)
 */
export {};
