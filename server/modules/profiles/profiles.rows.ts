import type { Viewer } from "../../kernel/viewer";
import { Profile } from "./profile.entity";
import { hideDetails } from "./profiles.policy";

/** Profile properties and their columns, for reading profiles in plain SQL (hot lists) without the ORM. */
const COLUMNS = {
  id: "id",
  username: "username",
  fullName: "full_name",
  bio: "bio",
  location: "location",
  company: "company",
  title: "title",
  skills: "skills",
  avatarUrl: "avatar_url",
  avatarThumbnailUrl: "avatar_thumbnail_url",
  coverPhotoUrl: "cover_photo_url",
  isSuperAdmin: "is_super_admin",
  isBanned: "is_banned",
  createdAt: "created_at",
  updatedAt: "updated_at",
} satisfies Record<keyof Omit<Profile, "user">, string>;

type Property = keyof typeof COLUMNS;
const PROPERTIES = Object.keys(COLUMNS) as Property[];
/** What every read takes, whatever a query asks: the key, and the ban the profile query checks. */
const ALWAYS = new Set<string>(["id", "isBanned"]);
const propertiesFor = new WeakMap<ReadonlySet<string>, readonly Property[]>();

/**
 * The properties a read takes for a query asking `fields` of a profile (its Profile fields; null: all
 * of them). A hot list reads only what it shows: every column is more to send, and to parse for each
 * row (dates, arrays).
 */
export function profileProperties(fields?: ReadonlySet<string> | null): readonly Property[] {
  if (!fields) return PROPERTIES;
  // Worked out once per set: a list asks it of each of its rows.
  let properties = propertiesFor.get(fields);
  if (!properties) {
    properties = PROPERTIES.filter((key) => ALWAYS.has(key) || fields.has(key));
    propertiesFor.set(fields, properties);
  }
  return properties;
}

/** Whether `properties` are all of a profile's: only such a profile may serve any field later. */
export const isWholeProfile = (properties: readonly Property[]) =>
  properties.length === PROPERTIES.length;

/**
 * The SQL selecting a profile (alias `p`, and `s` its member_settings row, LEFT JOINed) as a row
 * `profileFromRow` reads: each property (all, or those given) under `prefix` + its name, and `prefix` +
 * `visible`.
 */
export function profileSelect(
  p: string,
  s: string,
  prefix = "",
  properties: readonly Property[] = PROPERTIES,
): string {
  const columns = properties.map((key) => `${p}.${COLUMNS[key]} AS "${prefix}${key}"`);
  return [...columns, `coalesce(${s}.profile_visible, true) AS "${prefix}visible"`].join(", ");
}

const keysByPrefix = new Map<string, { keys: [Property, string][]; visible: string }>();

/** A profile from a row `profileSelect` read, as the viewer may see it (hidden details left out). */
export function profileFromRow(
  row: Record<string, unknown>,
  viewer: Viewer | null,
  prefix = "",
): Profile {
  let names = keysByPrefix.get(prefix);
  if (!names) {
    names = {
      keys: PROPERTIES.map((key) => [key, `${prefix}${key}`]),
      visible: `${prefix}visible`,
    };
    keysByPrefix.set(prefix, names);
  }
  const profile = new Profile() as unknown as Record<Property, unknown>;
  for (const [key, name] of names.keys) if (name in row) profile[key] = row[name];
  return row[names.visible]
    ? (profile as unknown as Profile)
    : hideDetails(viewer, profile as unknown as Profile);
}
