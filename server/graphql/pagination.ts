import type { ClassType } from "type-graphql";
import type { ObjectLiteral, SelectQueryBuilder } from "typeorm";
import { Field, Int, ObjectType } from "type-graphql";
import { UserInputError } from "./errors";
import { isUuid } from "./ids";

@ObjectType()
export class PageInfo {
  @Field()
  hasNextPage: boolean;

  @Field(() => String, { nullable: true })
  endCursor: string | null;

  @Field({ description: "For lists paged backwards (a conversation): whether older items exist" })
  hasPreviousPage: boolean;

  @Field(() => String, { nullable: true })
  startCursor: string | null;
}

export type Edge<T> = { cursor: string; node: T };
export type ConnectionShape<T> = { edges: Edge<T>[]; pageInfo: PageInfo; totalCount: number };

/** A relay-style connection type for `Node`: edges { cursor node }, pageInfo, totalCount. */
export function Connection<T extends object>(Node: ClassType<T>, name: string) {
  @ObjectType(`${name}Edge`)
  class EdgeType {
    @Field()
    cursor: string;

    @Field(() => Node)
    node: T;
  }

  @ObjectType()
  abstract class ConnectionType {
    @Field(() => [EdgeType])
    edges: EdgeType[];

    @Field(() => PageInfo)
    pageInfo: PageInfo;

    @Field(() => Int)
    totalCount: number;
  }
  return ConnectionType;
}

export const DEFAULT_PAGE = 20;
export const MAX_PAGE = 100;

export function pageSize(first: number | null | undefined): number {
  if (first == null) return DEFAULT_PAGE;
  if (!Number.isInteger(first) || first < 1)
    throw new UserInputError({ first: "first must be a positive number" });
  return Math.min(first, MAX_PAGE);
}

/** Keyset cursor over (created_at, id): opaque to clients. */
export type Cursor = { createdAt: Date; id: string };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.createdAt.toISOString()}|${cursor.id}`).toString("base64url");
}

export function decodeCursor(value: string | null | undefined): Cursor | null {
  if (!value) return null;
  const [iso, id, ...rest] = Buffer.from(value, "base64url").toString().split("|");
  const createdAt = new Date(iso ?? "");
  // Checked here, so a malformed cursor is bad input rather than an error from the database.
  if (rest.length || !id || !isUuid(id) || Number.isNaN(createdAt.getTime()))
    throw new UserInputError({ after: "Invalid cursor" });
  return { createdAt, id };
}

/** Builds a connection from rows fetched with one extra row beyond the page (to learn hasNextPage). */
export function toConnection<Row, T>(
  rows: Row[],
  size: number,
  totalCount: number,
  cursorOf: (row: Row) => Cursor,
  nodeOf: (row: Row) => T,
): ConnectionShape<T> {
  const page = rows.slice(0, size);
  const edges = page.map((row) => ({ cursor: encodeCursor(cursorOf(row)), node: nodeOf(row) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > size,
      endCursor: edges.at(-1)?.cursor ?? null,
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor ?? null,
    },
    totalCount,
  };
}

/**
 * A newest-first page of entities with `created_at` and `id`: `base()` builds the filtered query (called
 * twice: the page, keyset after the cursor, and the total count, run together).
 */
export async function keysetPage<T extends ObjectLiteral & Cursor>(
  base: () => SelectQueryBuilder<T>,
  alias: string,
  args: { first?: number | null; after?: string | null },
): Promise<ConnectionShape<T>> {
  const size = pageSize(args.first);
  const cursor = decodeCursor(args.after);
  const page = base()
    .orderBy(`${alias}.created_at`, "DESC")
    .addOrderBy(`${alias}.id`, "DESC")
    .take(size + 1);
  if (cursor) {
    page.andWhere(`(${alias}.created_at, ${alias}.id) < (:at, :id)`, {
      at: cursor.createdAt,
      id: cursor.id,
    });
  }
  const [rows, total] = await Promise.all([page.getMany(), base().getCount()]);
  return toConnection(
    rows,
    size,
    total,
    (row) => row,
    (row) => row,
  );
}

/**
 * Sets a connection's `totalCount` to be counted only when a client selects it: a getter the field's
 * resolver reads, so a page that doesn't show a count doesn't pay a statement for it.
 */
export function withLazyTotal<C extends { totalCount: number }>(
  connection: Omit<C, "totalCount">,
  count: () => Promise<number>,
): C {
  let pending: Promise<number> | undefined;
  return Object.defineProperty(connection, "totalCount", {
    enumerable: true,
    get: () => (pending ??= count()),
  }) as C;
}
