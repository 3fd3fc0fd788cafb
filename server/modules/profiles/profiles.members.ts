import type { DataSource } from "typeorm";
import { preparedQuery } from "../../db/prepared";
import type { Context } from "../../kernel/context";
import type { MemberFacts } from "../../kernel/module";
import type { Registry } from "../../kernel/registry";
import type { Profile } from "./profile.entity";
import { isWholeProfile, profileFromRow, profileProperties, profileSelect } from "./profiles.rows";

type Ctx = Pick<Context, "registry" | "viewer" | "loaders">;
type Facts = MemberFacts & { prefix: string };

const PREFIX = "member.";

/**
 * The areas' facts a page of members needs: those serving a field the query asks for (`fields`, the
 * Profile fields it selects), or every area's when that is unknown (null). Facts not read here are
 * still answered, by their loaders, at a statement of their own.
 */
export function factsFor(registry: Registry, fields: ReadonlySet<string> | null): Facts[] {
  return registry.memberFacts.filter(
    (facts) => !fields || facts.fields.some((field) => fields.has(field)),
  );
}

/**
 * The select list of members in full: the profile (alias `p`, `s` its member_settings row, LEFT JOINed;
 * the columns of the Profile `fields` a query asks for, or all when null) and the areas' `facts` about
 * them (MemberFacts: counts, the viewer's relation to them), the viewer's id being the SQL `viewer`. A
 * page of members costs one statement for all of it.
 */
export function memberSelect(
  facts: Facts[],
  p: string,
  s: string,
  viewer: string,
  fields: ReadonlySet<string> | null,
): string {
  return [
    profileSelect(p, s, PREFIX, profileProperties(fields)),
    ...facts.map((each) => each.select(p, viewer, each.prefix)),
    // The viewer's parameter is in every text, whichever facts read it.
    `${viewer} AS "${PREFIX}viewer"`,
  ].join(", ");
}

/**
 * The member a `memberSelect` row (for the same `fields`) holds, as the viewer may see them (null when
 * the row has none), with the `facts` read with it handed to the request's loaders, so their fields
 * cost no statement, and the profile too when it was read whole (a part of one serves only this query's
 * fields, never another's through the loader).
 */
export function memberFromRow(
  ctx: Ctx,
  facts: Facts[],
  row: Record<string, unknown>,
  fields: ReadonlySet<string> | null,
): Profile | null {
  const id = row[`${PREFIX}id`] as string | null;
  if (!id) return null;
  const profile = profileFromRow(row, ctx.viewer, PREFIX);
  if (isWholeProfile(profileProperties(fields))) ctx.loaders.profileById.prime(id, profile);
  const loaders = ctx.loaders as unknown as Record<string, unknown>;
  for (const each of facts) each.prime(loaders, id, row, each.prefix);
  return profile;
}

const byIdTexts = new WeakMap<Registry, Map<string, string>>();

/**
 * One member in full (a profile page's header), in one statement, with the facts serving `fields` (the
 * Profile fields the query asks for; null: all); null when there is none.
 */
export async function loadMember(
  ctx: Ctx & { db: DataSource },
  id: string,
  fields: ReadonlySet<string> | null,
) {
  const facts = factsFor(ctx.registry, fields);
  const key = `${facts.map((each) => each.prefix).join(",")}|${profileProperties(fields).join(",")}`;
  const texts = byIdTexts.get(ctx.registry) ?? new Map<string, string>();
  byIdTexts.set(ctx.registry, texts);
  let text = texts.get(key);
  if (!text) {
    text = `SELECT ${memberSelect(facts, "p", "s", "$2::uuid", fields)}
              FROM profiles p LEFT JOIN member_settings s ON s.user_id = p.id
             WHERE p.id = $1::uuid`;
    texts.set(key, text);
  }
  const [row] = await preparedQuery<Record<string, unknown>>(ctx.db, text, [
    id,
    ctx.viewer?.id ?? null,
  ]);
  return row ? memberFromRow(ctx, facts, row, fields) : null;
}
