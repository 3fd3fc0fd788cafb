import type { ClassType } from "type-graphql";
import type { DataSource, EntityTarget, ObjectLiteral } from "typeorm";
import { ArgsType, Field, Int, ObjectType } from "type-graphql";
import { preparedQuery } from "../db/prepared";
import { UserInputError } from "./errors";
import { isUuid } from "./ids";

@ObjectType({
  simpleResolvers: true,
  description:
    "Where a page sits in its list. Pass `endCursor` as the next call's `after` to read the following page.",
})
export class PageInfo {
  @Field({ description: "Whether more items follow this page in the list." })
  hasNextPage: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      "The cursor of the page's last edge, to pass as `after` for the next page; null when the page is empty. Opaque, and only valid for the same list (the same field with the same other arguments).",
  })
  endCursor: string | null;

  @Field({
    description:
      "Whether items come before this page: for a list paged backwards (a conversation's messages), whether older ones exist; for the lists paged by position (search, people, suggestions), whether this page is not the first; false for the other lists.",
  })
  hasPreviousPage: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      "The cursor of the page's first edge; null when the page is empty. For a list paged backwards, pass it to read the older items.",
  })
  startCursor: string | null;
}

export type Edge<T> = { cursor: string; node: T };
export type ConnectionShape<T> = { edges: Edge<T>[]; pageInfo: PageInfo; totalCount: number };

/**
 * A relay-style connection type for `Node`: edges { cursor node }, pageInfo, totalCount. The class that
 * extends it names the connection and describes it (`@ObjectType({ description: "A page of …" })`).
 */
export function Connection<T extends object>(Node: ClassType<T>, name: string) {
  @ObjectType(`${name}Edge`, {
    simpleResolvers: true,
    description: `One item of a page of a ${name}Connection, with its cursor.`,
  })
  class EdgeType {
    @Field({
      description:
        "This item's place in the list: pass it as `after` to read the items that follow it. Opaque, and only valid for the same list.",
    })
    cursor: string;

    @Field(() => Node, { description: "The item." })
    node: T;
  }

  @ObjectType()
  abstract class ConnectionType {
    @Field(() => [EdgeType], {
      description:
        "The page's items, in the list's order. A page may hold fewer than `first` items while more follow (an item that vanished as the page was read is left out): rely on `pageInfo.hasNextPage`.",
    })
    edges: EdgeType[];

    @Field(() => PageInfo, {
      description: "Where the page sits: the cursors and whether more follow.",
    })
    pageInfo: PageInfo;

    @Field(() => Int, {
      description:
        "How many items the whole list holds across all its pages, counted only when selected (one more database statement).",
    })
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

/**
 * Keyset cursor over (created_at, id), after a list's `rank` when it has one: opaque to clients. Ranked
 * lists (search) page by position.
 */
export type Cursor = { createdAt: Date; id: string; rank?: number };

export function encodeCursor(cursor: Cursor): string {
  const key = `${cursor.createdAt.toISOString()}|${cursor.id}`;
  return Buffer.from(cursor.rank == null ? key : `${key}|${cursor.rank}`).toString("base64url");
}

/**
 * A cursor's time as encodeCursor writes it: an ISO instant in years 0000–9999. Anything else (a year
 * −200000, which JavaScript dates allow and Postgres does not, a 31st of February) is a malformed cursor.
 */
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const isCursorTime = (iso: string | undefined, time: Date) =>
  !!iso && CURSOR_TIME.test(iso) && !Number.isNaN(time.getTime()) && time.toISOString() === iso;

export function decodeCursor(value: string | null | undefined): Cursor | null {
  if (!value) return null;
  const [iso, id, rank, ...rest] = Buffer.from(value, "base64url").toString().split("|");
  const createdAt = new Date(iso ?? "");
  // Checked here, so a malformed cursor is bad input rather than an error from the database.
  if (
    rest.length ||
    !id ||
    !isUuid(id) ||
    !isCursorTime(iso, createdAt) ||
    (rank != null && !/^\d{1,4}$/.test(rank))
  )
    throw new UserInputError({ after: "Invalid cursor" });
  return { createdAt, id, ...(rank != null ? { rank: Number(rank) } : {}) };
}

/** The arguments of every forward-paged list: `first` (page size) and `after` (a cursor). */
@ArgsType()
export class PageArgs {
  @Field(() => Int, {
    nullable: true,
    description: `How many items to answer: ${DEFAULT_PAGE} when left out (the feed's lists: 50), at most ${MAX_PAGE} (a larger number answers ${MAX_PAGE}). Errors: BAD_USER_INPUT (\`fields.first\`) when below 1.`,
  })
  first?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Answer the items after this cursor: the `pageInfo.endCursor` (or an edge's `cursor`) of a page of the same list; leave out for the first page. Cursors are opaque and only valid for the list that gave them. Errors: BAD_USER_INPUT (`fields.after`) when it is malformed.",
  })
  after?: string | null;
}

/**
 * One list, in SQL: read newest first by `alias`'s (created_at, id), the order its index keeps, or oldest
 * first (`ascending`); a `rank` orders groups of rows before that (admins, then moderators, then members).
 */
export type KeysetList = {
  /**
   * The columns to read; each row must have `id` and `createdAt` (the ordering alias's), and `rank`
   * when the list has one.
   */
  select: string;
  /** The table with its alias, and any joins. */
  from: string;
  /** The list's filter, with `$1`… for `params`. */
  where?: string;
  params?: readonly unknown[];
  /** The alias whose created_at and id order the list. */
  alias: string;
  /** Oldest first (comments, requests) instead of newest first. */
  ascending?: boolean;
  /** A small integer SQL expression ordering the rows first, lowest first (e.g. a member's role). */
  rank?: string;
  /**
   * A timestamp column of `alias` ordering the list instead of its created_at (an event's start), and
   * the property of the selected rows holding it, which the cursor then carries. Ties still go by id.
   */
  orderColumn?: { column: string; property: string };
  /**
   * The list's SQL is one of a fixed set of texts (values only ever in `params`): its page is read as a
   * named prepared statement (db/prepared.ts). For the hot lists.
   */
  prepared?: boolean;
  /**
   * The list's length comes with its page: each row carries it in this column (a scalar subquery, which
   * PostgreSQL works out once), and `params` beyond the first `whereParams` are not the filter's (they
   * serve the select list). A page with no rows counts in a statement of its own, if asked.
   */
  total?: { column: string; whereParams: number };
  /** How the page's statement runs, when not straight on the database: a copy kept in memory, say. */
  read?: (text: string, values: unknown[]) => Promise<unknown[]>;
};

/**
 * The SQL of one page: one row beyond it, to learn whether another follows. The first page and later
 * ones are different texts, and the page size is written into the text (a whole number from pageSize),
 * so that each text's plan does not depend on its values: PostgreSQL then keeps one generic plan per
 * prepared statement instead of planning it again for every execution, which for a list such as the
 * feed took several times longer than running it.
 */
export function keysetQuery(list: KeysetList, size: number, cursor: Cursor | null) {
  const params = list.params ?? [];
  const n = params.length;
  const a = list.alias;
  const [than, order] = list.ascending ? [">", "ASC"] : ["<", "DESC"];
  const column = `${a}.${list.orderColumn?.column ?? "created_at"}`;
  const key = `${column}, ${a}.id`;
  const after = `(${key}) ${than} ($${n + 1}::timestamptz, $${n + 2}::uuid)`;
  // With a rank: a later rank, or the same rank and later in time.
  const position = !cursor
    ? null
    : list.rank
      ? `(${list.rank}) > $${n + 3}::int OR ((${list.rank}) = $${n + 3}::int AND ${after})`
      : after;
  const limit = Math.floor(size) + 1;
  if (!Number.isSafeInteger(limit) || limit < 2)
    throw new Error("a page size is a positive integer");
  return {
    text: `SELECT ${list.select} FROM ${list.from}
            WHERE (${list.where ?? "true"})${
              position
                ? `
              AND (${position})`
                : ""
            }
            ORDER BY ${list.rank ? `${list.rank}, ` : ""}${column} ${order}, ${a}.id ${order}
            LIMIT ${limit}`,
    values: cursor
      ? [...params, cursor.createdAt, cursor.id, ...(list.rank ? [cursor.rank ?? 0] : [])]
      : [...params],
  };
}

type Queryable = { query: (text: string, values?: unknown[]) => Promise<unknown> };
type KeysetRow = { id: string; createdAt: Date; rank?: number };

/** An edge whose cursor is encoded only if a client selects it. */
class KeysetEdge<Node> {
  constructor(
    readonly node: Node,
    private readonly key: Cursor,
  ) {}

  get cursor(): string {
    return encodeCursor(this.key);
  }
}

/** Page info whose cursors are encoded only if a client selects them. */
class KeysetPageInfo<Node> {
  constructor(
    private readonly edges: KeysetEdge<Node>[],
    readonly hasNextPage: boolean,
    readonly hasPreviousPage: boolean,
  ) {}

  get startCursor(): string | null {
    return this.edges[0]?.cursor ?? null;
  }

  get endCursor(): string | null {
    return this.edges.at(-1)?.cursor ?? null;
  }
}

/**
 * The one pager of Agora's lists: a page of `list`, newest first (or as the list says), keyset on
 * (created_at, id) or the list's `orderColumn`, with the
 * total counted only when a client selects it. `toNodes` turns the page's rows into nodes in one go (a
 * loader, or a plain mapping); a null node is left out (a row whose member vanished). `backward` pages a
 * list shown oldest first from its end (a conversation): `after` then names the oldest row already shown,
 * edges run oldest first and `hasPreviousPage` says whether older rows exist.
 */
export async function keysetPage<Row extends KeysetRow, Node>(
  db: Queryable,
  list: KeysetList,
  args: PageArgs & { defaultSize?: number; backward?: boolean },
  toNodes: (rows: Row[]) => readonly (Node | null)[] | Promise<readonly (Node | null)[]>,
): Promise<ConnectionShape<Node>> {
  const size = pageSize(args.first ?? args.defaultSize);
  const { text, values } = keysetQuery(list, size, decodeCursor(args.after));
  const rows = list.read
    ? ((await list.read(text, values)) as Row[])
    : list.prepared
      ? await preparedQuery<Row>(db, text, values)
      : ((await db.query(text, values)) as Row[]);
  const page = rows.length > size ? rows.slice(0, size) : rows;
  const nodes = await toNodes(page);
  const property = list.orderColumn?.property;
  const edges: KeysetEdge<Node>[] = [];
  for (let i = 0; i < page.length; i++) {
    const node = nodes[i];
    if (node == null) continue;
    const row = page[i];
    const at = property ? (row as unknown as Record<string, Date>)[property] : row.createdAt;
    edges.push(new KeysetEdge(node, { createdAt: at, id: row.id, rank: row.rank }));
  }
  const more = rows.length > size;
  if (args.backward) edges.reverse();
  const pageInfo = new KeysetPageInfo(edges, !args.backward && more, !!args.backward && more);
  const connection = { edges, pageInfo };
  if (list.total && rows.length > 0) {
    const total = (rows[0] as unknown as Record<string, number>)[list.total.column];
    return { ...connection, totalCount: total };
  }
  const params = list.total ? list.params?.slice(0, list.total.whereParams) : list.params;
  return withLazyTotal<ConnectionShape<Node>>(connection, async () => {
    const [row] = (await db.query(
      `SELECT count(*)::int AS count FROM ${list.from} WHERE ${list.where ?? "true"}`,
      [...(params ?? [])],
    )) as { count: number }[];
    return row.count;
  });
}

/**
 * Reading an entity's rows in plain SQL (a hot list): its columns under their property names, and the
 * rows as instances of the entity, without the ORM's per-row work.
 */
export function entityColumns(db: DataSource, entity: EntityTarget<ObjectLiteral>, alias: string) {
  const columns = db
    .getMetadata(entity)
    .columns.map((column) => `${alias}."${column.databaseName}" AS "${column.propertyName}"`);
  return columns.join(", ");
}

export function asEntities<T extends object>(entity: new () => T) {
  return (rows: object[]): T[] => rows.map((row) => Object.assign(new entity(), row));
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
