import type { EntityManager } from "typeorm";
import type { ModerationTargetValue } from "./kinds";

/** A content kind an area registers for moderation: every target but PROFILE. */
export type ModeratableKind = Exclude<ModerationTargetValue, "PROFILE">;

/**
 * The contract a content area fills (`moderatable` in its manifest) so super admins can list, count,
 * report and delete its content. Types only: areas never import the admin registry.
 *
 * `items` is one SQL SELECT without parameters giving every item of the kind, banned authors' included,
 * with these columns: `id` uuid, `created_at` timestamptz, `title` text (null when the kind has none),
 * `body` text, `author_id` uuid (null when kept without an author), `like_count` int and `path` text
 * (the app route that opens it). The admin lists wrap it as a subquery (`FROM (items) x`), which
 * Postgres flattens, so filters, order and limit reach the kind's own indexes.
 */
export interface Moderatable {
  items: string;
  /** Deletes one item and everything that goes with it, in the caller's transaction; false when none. */
  remove: (tx: EntityManager, id: string) => Promise<boolean>;
  /**
   * The stored files the item `$1` holds, as one SQL SELECT of `owner_id` uuid and `url` text rows (an
   * upload's owner and its public URL), read before `remove` and discarded once the deletion commits.
   */
  files?: string;
}
