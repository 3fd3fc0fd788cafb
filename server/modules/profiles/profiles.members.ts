import type { DataSource } from "typeorm";
import { preparedQuery } from "../../db/prepared";
import type { Context } from "../../graphql/context";
import type { Registry } from "../registry";
import type { Profile } from "./profile.entity";
import { profileFromRow, profileSelect } from "./profiles.rows";

type Ctx = Pick<Context, "registry" | "viewer" | "loaders">;

const PREFIX = "member.";

/**
 * The select list of members in full: the profile (alias `p`, `s` its member_settings row, LEFT JOINed)
 * and every area's facts about them (MemberFacts: counts, the viewer's relation to them), the viewer's
 * id being the SQL `viewer`. A page of members costs one statement for all of it.
 */
export function memberSelect(registry: Registry, p: string, s: string, viewer: string): string {
  return [
    profileSelect(p, s, PREFIX),
    ...registry.memberFacts.map((facts) => facts.select(p, viewer, facts.prefix)),
  ].join(", ");
}

/**
 * The member a `memberSelect` row holds, as the viewer may see them (null when the row has none), with
 * the profile and each area's facts handed to the request's loaders, so their fields cost no statement.
 */
export function memberFromRow(ctx: Ctx, row: Record<string, unknown>): Profile | null {
  const id = row[`${PREFIX}id`] as string | null;
  if (!id) return null;
  const profile = profileFromRow(row, ctx.viewer, PREFIX);
  ctx.loaders.profileById.prime(id, profile);
  const loaders = ctx.loaders as unknown as Record<string, unknown>;
  for (const facts of ctx.registry.memberFacts) facts.prime(loaders, id, row, facts.prefix);
  return profile;
}

const byIdTexts = new WeakMap<Registry, string>();

/** One member in full (a profile page's header), in one statement; null when there is none. */
export async function loadMember(ctx: Ctx & { db: DataSource }, id: string) {
  let text = byIdTexts.get(ctx.registry);
  if (!text) {
    text = `SELECT ${memberSelect(ctx.registry, "p", "s", "$2::uuid")}
              FROM profiles p LEFT JOIN member_settings s ON s.user_id = p.id
             WHERE p.id = $1::uuid`;
    byIdTexts.set(ctx.registry, text);
  }
  const [row] = await preparedQuery<Record<string, unknown>>(ctx.db, text, [
    id,
    ctx.viewer?.id ?? null,
  ]);
  return row ? memberFromRow(ctx, row) : null;
}
