/**
 * What the reactions area offers the other areas and the composition root. Everything else in this
 * folder is its own; its manifest is reactions.module.ts.
 */
export { Reaction } from "./reaction.entity";
export { ReactionCount } from "./reactions.types";
