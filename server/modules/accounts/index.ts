/**
 * What the accounts area offers the other areas and the composition root. Everything else in this
 * folder is its own; its manifest is accounts.module.ts.
 */
export { setSuperAdmin } from "./accounts.service";
export { eraseAccount } from "./deletion.service";
export { createSessionCache } from "./session-cache";
export { resolveViewer, tokenFromHeaders } from "./session.service";
export { User } from "./user.entity";
