/**
 * What the articles area offers the other areas and the composition root. Everything else in this
 * folder is its own; its manifest is articles.module.ts.
 */
export { Article } from "./article.entity";
