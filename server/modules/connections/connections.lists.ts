import type { Context } from "../../kernel/context";
import { keysetPage, type PageArgs } from "../../graphql/pagination";
import { factsFor, memberFromRow, memberSelect } from "../profiles";
import { connectionsVisibleSql } from "../settings";
import { ConnectionStatus } from "./connection.entity";
import { relationCountSql, relationSql, type Relation } from "./connections.relations";

type Ctx = Pick<Context, "db" | "registry" | "viewer" | "loaders">;
/** The Profile fields a query asks for of each member (null: unknown, so all). */
type Fields = ReadonlySet<string> | null;

/**
 * SQL holding when the viewer (`$2`, null for a visitor) may list the relations of the member `$1`: the
 * member's `connectionsVisibleTo` admits them (settings' privacy), a connection being a friendship.
 */
function visibleSql() {
  const friends = relationSql("friends", "$1::uuid");
  const isConnection = `EXISTS (SELECT 1 FROM connections c WHERE ${friends.where}
                                   AND ${friends.other} = $2::uuid)`;
  return connectionsVisibleSql("$1::uuid", "$2::uuid", isConnection);
}

/**
 * A page of connection rows (newest first) with the member on the other end in full (their profile,
 * counts and relation to the viewer: profiles.members.ts) and the list's length, in one statement
 * whatever the page size. The list of member `$1` is empty to a viewer (`$2`) the member's
 * `connectionsVisibleTo` leaves out, its length then 0; the profile's counts stay.
 */
function list(
  ctx: Ctx,
  where: string,
  params: [userId: string],
  /** SQL for the member on the other end of row `c`. */
  member: string,
  /** SQL counting the list's members. */
  count: string,
  args: PageArgs,
  fields: Fields,
) {
  const viewer = "$2::uuid";
  const facts = factsFor(ctx.registry, fields);
  return keysetPage(
    ctx.db,
    {
      select: `c.id, c.created_at AS "createdAt", ${memberSelect(facts, "p", "s", viewer, fields)},
               ${count} AS "total"`,
      from: `connections c LEFT JOIN profiles p ON p.id = ${member}
             LEFT JOIN member_settings s ON s.user_id = p.id`,
      where: `${where} AND ${visibleSql()}`,
      params: [...params, ctx.viewer?.id ?? null],
      alias: "c",
      prepared: true,
      total: { column: "total", whereParams: 2 },
    },
    args,
    (rows: ({ id: string; createdAt: Date } & Record<string, unknown>)[]) =>
      rows.map((row) => memberFromRow(ctx, facts, row, fields)),
  );
}

/**
 * Whom the member follows (friends included), its friends, or the friend requests it sent: the relation
 * a status names (none: following). Each is the relation its count reads (connections.relations.ts).
 */
export function connectionsOf(
  ctx: Ctx,
  userId: string,
  status: ConnectionStatus | null | undefined,
  args: PageArgs,
  fields: Fields,
) {
  const relation: Relation =
    status === ConnectionStatus.FRIENDS
      ? "friends"
      : status === ConnectionStatus.FRIEND_REQUESTED
        ? "sentRequests"
        : "following";
  return relationList(ctx, userId, relation, args, fields);
}

/** The members in `relation` with this one, newest connection first. */
export function relationList(
  ctx: Ctx,
  userId: string,
  relation: Relation,
  args: PageArgs,
  fields: Fields,
) {
  const { where, other } = relationSql(relation, "$1");
  return list(ctx, where, [userId], other, relationCountSql(relation, "$1"), args, fields);
}
