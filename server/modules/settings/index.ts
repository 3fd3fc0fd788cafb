/**
 * What the settings area offers the other areas and the composition root. Everything else in this
 * folder is its own; its manifest is settings.module.ts.
 */
export {
  DigestFrequency,
  preferenceOf,
  turnDigestOff,
  turnEmailOff,
  type NotificationPreference,
} from "./preferences";
export {
  Audience,
  audienceAdmits,
  connectionsVisibleSql,
  discoverableByEmailSql,
  privacyOf,
  whoCanMessageSql,
  type Privacy,
} from "./privacy";
export { MemberSettings } from "./settings.entity";
