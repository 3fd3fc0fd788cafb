/**
 * What the profiles area offers the other areas and the composition root. Everything else in this
 * folder is its own; its manifest is profiles.module.ts.
 */
export { Profile } from "./profile.entity";
export { profilesByIds } from "./profiles.loaders";
export { factsFor, memberFromRow, memberSelect } from "./profiles.members";
export { isSelf } from "./profiles.policy";
export { profileFromRow, profileSelect } from "./profiles.rows";
export { ProfileConnection } from "./profiles.types";
