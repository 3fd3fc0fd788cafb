// The floor of the comparison: node's http and pg, nothing else, answering the benchmark's two operations
// (by operationName) with the same JSON Agora gives a visitor, from hand-written SQL in named prepared
// statements. Run by bench/peers.ts as its own process:
//   node -r ./scripts/register.cjs bench/peers/raw-server.ts <port> <database url>
import http from "node:http";
import { Pool } from "pg";
import {
  relationCountSql,
  relationSql,
} from "../../server/modules/connections/connections.relations";

type Row = Record<string, unknown>;

const cursor = (createdAt: Date, id: string) =>
  Buffer.from(`${createdAt.toISOString()}|${id}`).toString("base64url");

const FEED = {
  name: "raw_feed",
  text: `SELECT f.id, f.type, f.title, f.description, f.image_url, f.content_id, f.created_at, f.user_id,
                p.username, p.full_name, p.avatar_url, p.avatar_thumbnail_url
           FROM feed_items f JOIN profiles p ON p.id = f.user_id AND NOT p.is_banned
          WHERE f.type <> 'page_post'
          ORDER BY f.created_at DESC, f.id DESC LIMIT $1`,
};

const MEMBER = `p.id, p.username, p.full_name, p.avatar_url, p.avatar_thumbnail_url,
  CASE WHEN coalesce(s.profile_visible, true) THEN p.title END AS title,
  CASE WHEN coalesce(s.profile_visible, true) THEN p.company END AS company,
  ${relationCountSql("followers", "p.id")} AS followers,
  ${relationCountSql("following", "p.id")} AS following`;

const HEADER = {
  name: "raw_profile",
  text: `SELECT ${MEMBER}, p.created_at, p.cover_photo_url,
                CASE WHEN coalesce(s.profile_visible, true) THEN p.bio END AS bio,
                CASE WHEN coalesce(s.profile_visible, true) THEN p.location END AS location,
                CASE WHEN coalesce(s.profile_visible, true) THEN p.skills ELSE '{}' END AS skills,
                u.email_verified_at IS NOT NULL AS verified
           FROM profiles p JOIN users u ON u.id = p.id
           LEFT JOIN member_settings s ON s.user_id = p.id
          WHERE p.id = $1 AND NOT p.is_banned`,
};

// Whom the member follows, friends included: the relation (and count) Agora's `connections` list reads.
const following = relationSql("following", "$1");
const CONNECTIONS = {
  name: "raw_connections",
  text: `WITH page AS (
           SELECT c.id AS row_id, c.created_at AS row_at, ${following.other} AS member_id
             FROM connections c
            WHERE ${following.where}
            ORDER BY c.created_at DESC, c.id DESC LIMIT $2)
         SELECT page.row_id, page.row_at, ${MEMBER},
                ${relationCountSql("following", "$1")} AS total
           FROM page JOIN profiles p ON p.id = page.member_id AND NOT p.is_banned
           LEFT JOIN member_settings s ON s.user_id = p.id
          ORDER BY page.row_at DESC, page.row_id DESC`,
};

const pageInfo = (edges: { cursor: string }[], more: boolean) => ({
  hasNextPage: more,
  endCursor: edges.at(-1)?.cursor ?? null,
});

async function feed(pool: Pool, variables: { first: number }) {
  const { rows } = await pool.query<Row>({ ...FEED, values: [variables.first + 1] });
  const edges = rows.slice(0, variables.first).map((r) => ({
    cursor: cursor(r.created_at as Date, r.id as string),
    node: {
      id: r.id,
      type: (r.type as string).toUpperCase(),
      title: r.title,
      description: r.description,
      imageUrl: r.image_url,
      contentId: r.content_id,
      createdAt: (r.created_at as Date).toISOString(),
      author: {
        id: r.user_id,
        username: r.username,
        fullName: r.full_name,
        avatarUrl: r.avatar_url,
        avatarThumbnailUrl: r.avatar_thumbnail_url,
      },
    },
  }));
  return { feed: { edges, pageInfo: pageInfo(edges, rows.length > variables.first) } };
}

const member = (r: Row) => ({
  id: r.id,
  username: r.username,
  fullName: r.full_name,
  title: r.title,
  company: r.company,
  avatarUrl: r.avatar_url,
  avatarThumbnailUrl: r.avatar_thumbnail_url,
  followerCount: r.followers,
  followingCount: r.following,
  connectionStatus: null,
  hasIncomingFriendRequest: false,
});

async function profilePage(pool: Pool, variables: { id: string; first: number }) {
  const [header, page] = await Promise.all([
    pool.query<Row>({ ...HEADER, values: [variables.id] }),
    pool.query<Row>({ ...CONNECTIONS, values: [variables.id, variables.first + 1] }),
  ]);
  const h = header.rows[0];
  const edges = page.rows.slice(0, variables.first).map((r) => ({
    cursor: cursor(r.row_at as Date, r.row_id as string),
    node: member(r),
  }));
  return {
    profile: h
      ? {
          id: h.id,
          username: h.username,
          fullName: h.full_name,
          email: null,
          bio: h.bio,
          location: h.location,
          company: h.company,
          title: h.title,
          skills: h.skills,
          avatarUrl: h.avatar_url,
          avatarThumbnailUrl: h.avatar_thumbnail_url,
          coverPhotoUrl: h.cover_photo_url,
          verified: h.verified,
          createdAt: (h.created_at as Date).toISOString(),
          followerCount: h.followers,
          followingCount: h.following,
          connectionStatus: null,
          hasIncomingFriendRequest: false,
        }
      : null,
    connections: {
      totalCount: page.rows[0]?.total ?? 0,
      edges,
      pageInfo: pageInfo(edges, page.rows.length > variables.first),
    },
  };
}

function main() {
  const [port, connectionString] = process.argv.slice(2);
  const pool = new Pool({ connectionString, max: 20 });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString()) as {
        query: string;
        operationName?: string;
        variables: { id: string; first: number };
      };
      const operation = body.operationName ?? /^\s*query\s+(\w+)/.exec(body.query)?.[1];
      const answer =
        operation === "Feed" ? feed(pool, body.variables) : profilePage(pool, body.variables);
      answer.then(
        (data) => {
          const json = JSON.stringify({ data });
          res.writeHead(200, {
            "content-type": "application/json; charset=utf-8",
            "content-length": Buffer.byteLength(json),
          });
          res.end(json);
        },
        (error: Error) => {
          res.writeHead(500, { "content-type": "application/json" });
          res.end(JSON.stringify({ errors: [{ message: error.message }] }));
        },
      );
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
  process.on("SIGTERM", () => {
    server.close();
    void pool.end().finally(() => process.exit(0));
  });
}

main();
