/**
 * What the blocks area offers the other areas and the composition root. Everything else in this
 * folder is its own; its manifest is blocks.module.ts.
 */
export { refuseIfBlocked } from "./blocks.service";
export { blockedEither, blockedWithForEvent, isBlockedEither } from "./blocks.sql";
