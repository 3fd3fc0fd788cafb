/**
 * What the pages area offers the other areas and the composition root. Everything else in this
 * folder is its own; its manifest is pages.module.ts.
 */
export { PagePost } from "./page.entity";
