/**
 * What the connections area offers the other areas and the composition root. Everything else in this
 * folder is its own; its manifest is connections.module.ts.
 */
export { relationSql } from "./connections.relations";
