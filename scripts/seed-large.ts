// The large data set the performance budgets are measured on: 10,000 members, about 100,000 feed items
// and 50,000 connections, plus 20 members with 500 to 700 friends each, and the members' experience and
// education (about 40,000 entries). Rows are generated in memory by a seeded random generator (the same
// data set every time, dated relative to now) and written with a few bulk `INSERT … SELECT FROM
// unnest(…)` statements in one transaction, so a run adds everything or nothing.
//
//   npm run seed -- --large           adds it; when its members are already there it skips (nothing changes)
//   npm run seed -- --large --reset   deletes the rows it made (its members and everything theirs) first
//
// Its members are recognised by their e-mail domain (LARGE_SEED_EMAIL_DOMAIN); every one of them signs in
// with DEMO_PASSWORD.
import argon2 from "argon2";
import type { DataSource, EntityManager } from "typeorm";
import { ARTICLE_CATEGORIES } from "../server/modules/articles/article.entity";
import { excerptOf, readingMinutesOf } from "../server/modules/articles/articles.service";
import {
  BIO_SENTENCES,
  COMPANY_PREFIXES,
  COMPANY_SUFFIXES,
  FEED_TEMPLATES,
  FEED_TYPE_WEIGHTS,
  FIRST_NAMES,
  LAST_NAMES,
  LISTS,
  LOCATIONS,
  SKILLS,
  TITLES,
} from "./seed-words";

export const DEMO_PASSWORD = "password123";

export const LARGE_SEED = {
  members: 10_000,
  /** All feed items, the members' own `new_user` items included. */
  feedItems: 100_000,
  /** Follows, friendships and requests among everyone, besides the hubs' friendships. */
  connections: 50_000,
  /** Members with 500 to 700 connections (friends) each. */
  hubs: 20,
  /** Published articles, each with its `article` feed item (counted in feedItems). */
  articles: 5_000,
};

export const LARGE_SEED_EMAIL_DOMAIN = "seed.agora.test";
const EMAIL_PATTERN = `%@${LARGE_SEED_EMAIL_DOMAIN}`;

const DAY = 24 * 60 * 60;
const BATCH = 10_000;

/** mulberry32: small, fast and seedable, so the data set is the same on every machine. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)];
  }

  /** An index in [0, n) with low indexes much more likely: a few very active or popular members. */
  skewed(n: number, power: number): number {
    return Math.min(n - 1, Math.floor(n * this.next() ** power));
  }

  /** `k` different entries. */
  some<T>(list: readonly T[], k: number): T[] {
    const copy = [...list];
    for (let i = 0; i < k; i++) {
      const j = i + this.int(copy.length - i);
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, k);
  }

  shuffled<T>(list: readonly T[]): T[] {
    return this.some(list, list.length);
  }

  uuid(): string {
    const bytes = Array.from({ length: 16 }, () => this.int(256));
    bytes[6] = (bytes[6] & 0x0f) | 0x40;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    const hex = bytes.map((b) => b.toString(16).padStart(2, "0")).join("");
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}

/** Fills `{key}` from LISTS (or from `extra`), e.g. "Raising {amount} for {product}". */
function fill(rng: Random, template: string, extra: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => extra[key] ?? rng.pick(LISTS[key]));
}

export type SeedMember = {
  id: string;
  username: string;
  email: string;
  fullName: string;
  title: string | null;
  company: string | null;
  location: string | null;
  bio: string | null;
  skills: string[];
  /** Seconds since the member joined; rows are dated `now() - age`. */
  age: number;
  banned: boolean;
  hidden: boolean;
};

/** What each step gets: the transaction, the generator and the members made by the first step. */
export type SeedContext = {
  tx: EntityManager;
  rng: Random;
  passwordHash: string;
  members: SeedMember[];
};

type Step = { name: string; run: (ctx: SeedContext) => Promise<number> };

const ascii = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[^A-Za-z0-9-]/g, "")
    .toLowerCase();

function makeMembers(rng: Random, taken: Set<string>): SeedMember[] {
  const members: SeedMember[] = [];
  for (let i = 0; i < LARGE_SEED.members; i++) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const [f, l] = [ascii(first), ascii(last)];
    const base = rng.pick([`${f}${l}`, `${f}.${l}`, `${f}_${l}`, `${f[0]}${l}`, `${l}.${f}`]);
    let username = base.slice(0, 26);
    while (taken.has(username)) username = `${base.slice(0, 26)}${10 + rng.int(990)}`;
    taken.add(username);

    const title = rng.chance(0.97) ? rng.pick(TITLES) : null;
    const company = rng.chance(0.8)
      ? `${rng.pick(COMPANY_PREFIXES)} ${rng.pick(COMPANY_SUFFIXES)}`
      : rng.chance(0.35)
        ? "Freelance"
        : null;
    const opening = title ? `${title}${company ? ` at ${company}` : ""}.` : "";
    const sentences = rng.some(BIO_SENTENCES, 1 + rng.int(3)).map((s) => fill(rng, s));
    members.push({
      id: rng.uuid(),
      username,
      email: `${username}@${LARGE_SEED_EMAIL_DOMAIN}`,
      fullName: `${first} ${last}`,
      title,
      company,
      location: rng.chance(0.95) ? rng.pick(LOCATIONS) : null,
      bio: rng.chance(0.92) ? [opening, ...sentences].join(" ").trim() : null,
      skills: rng.chance(0.96) ? rng.some(SKILLS, 2 + rng.int(8)) : [],
      // More members joined recently than a year ago, as a network grows.
      age: 365 * DAY * rng.next() ** 1.5 + 60,
      banned: rng.chance(0.003),
      hidden: rng.chance(0.02),
    });
  }
  return members;
}

/** Inserts `rows` in batches of BATCH: `sql` reads its columns from `$1…$n` arrays via unnest. */
async function insertColumns<T>(
  tx: EntityManager,
  rows: T[],
  sql: string,
  columns: (row: T) => unknown[],
  shared: unknown[] = [],
) {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH).map(columns);
    const arrays = batch[0].map((_, c) => batch.map((row) => row[c]));
    await tx.query(sql, [...arrays, ...shared]);
  }
}

async function insertMembers(ctx: SeedContext): Promise<number> {
  const { tx, rng, members } = ctx;
  const taken: { name: string }[] = await tx.query(
    `SELECT lower(username::text) AS name FROM profiles`,
  );
  members.push(...makeMembers(rng, new Set(taken.map((row) => row.name))));
  await insertColumns(
    tx,
    members,
    `INSERT INTO users (id, email, password_hash, email_verified_at, last_seen_at, created_at, updated_at)
     SELECT id, email, $5, joined, now() - make_interval(secs => seen), joined, joined
       FROM unnest($1::uuid[], $2::text[], $3::float8[], $4::float8[]) AS m(id, email, age, seen),
            LATERAL (SELECT now() - make_interval(secs => age) AS joined) j`,
    (m) => [m.id, m.email, m.age, rng.next() * Math.min(m.age, 30 * DAY)],
    [ctx.passwordHash],
  );
  await insertColumns(
    tx,
    members,
    `INSERT INTO profiles (id, username, full_name, title, company, location, bio, skills, is_banned,
                          created_at, updated_at)
     SELECT id, username, full_name, title, company, location, bio, string_to_array(skills, '|'), banned,
            now() - make_interval(secs => age), now() - make_interval(secs => age)
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                   $8::text[], $9::bool[], $10::float8[])
         AS m(id, username, full_name, title, company, location, bio, skills, banned, age)`,
    (m) => [
      m.id,
      m.username,
      m.fullName,
      m.title,
      m.company,
      m.location,
      m.bio,
      m.skills.join("|"),
      m.banned,
      m.age,
    ],
  );
  // A few members hide their profile (search then finds them by name only).
  await tx.query(
    `INSERT INTO member_settings (user_id, profile_visible) SELECT unnest($1::uuid[]), false`,
    [members.filter((m) => m.hidden).map((m) => m.id)],
  );
  return members.length;
}

/**
 * Follows, friendships and pending requests, one row per pair (never both directions, never oneself).
 * Targets are skewed: a few members have thousands of followers, most have a handful.
 */
async function insertConnections(ctx: SeedContext): Promise<number> {
  const { tx, rng, members } = ctx;
  const popular = rng.shuffled(members);
  const pairs = new Set<string>();
  const rows: { from: SeedMember; to: SeedMember; status: string; age: number }[] = [];
  while (rows.length < LARGE_SEED.connections) {
    const from = rng.pick(members);
    const to = popular[rng.skewed(popular.length, 2.5)];
    if (from === to || pairs.has(`${from.id}|${to.id}`) || pairs.has(`${to.id}|${from.id}`))
      continue;
    pairs.add(`${from.id}|${to.id}`);
    const roll = rng.next();
    const status = roll < 0.85 ? "following" : roll < 0.97 ? "friends" : "friend_requested";
    rows.push({ from, to, status, age: rng.next() * Math.min(from.age, to.age) });
  }
  // A few well-connected members: each befriends 500 to 700 others, so their network, their mutual
  // connections and their suggestions are as large as a busy member's.
  const hubs = rng.shuffled(members.filter((m) => !m.banned)).slice(0, LARGE_SEED.hubs);
  for (const hub of hubs) {
    const target = rows.length + 500 + Math.floor(rng.next() * 200);
    while (rows.length < target) {
      const other = rng.pick(members);
      if (other === hub || pairs.has(`${hub.id}|${other.id}`) || pairs.has(`${other.id}|${hub.id}`))
        continue;
      pairs.add(`${hub.id}|${other.id}`);
      rows.push({
        from: hub,
        to: other,
        status: "friends",
        age: rng.next() * Math.min(hub.age, other.age),
      });
    }
  }
  await insertColumns(
    tx,
    rows,
    `INSERT INTO connections (user_id, connected_user_id, status, created_at, updated_at)
     SELECT user_id, connected_user_id, status, now() - make_interval(secs => age),
            now() - make_interval(secs => age)
       FROM unnest($1::uuid[], $2::uuid[], $3::connection_status[], $4::float8[])
         AS c(user_id, connected_user_id, status, age)`,
    (c) => [c.from.id, c.to.id, c.status, c.age],
  );
  return rows.length;
}

type SeedFeedItem = {
  type: string;
  userId: string;
  contentId: string;
  title: string;
  description: string | null;
  age: number;
};

/**
 * Every member's `new_user` item (as sign-up writes it), then generated groups, posts, events, ideas,
 * updates and pages by random members (a few post a lot), each dated between its author's joining and now.
 * The content rows they point at do not exist yet, so content_id is a fresh uuid.
 */
async function insertFeedItems(ctx: SeedContext): Promise<number> {
  const { tx, rng, members } = ctx;
  const items: SeedFeedItem[] = members.map((m) => ({
    type: "new_user",
    userId: m.id,
    contentId: m.id,
    title: `${m.username} joined Agora`,
    description: null,
    age: m.age,
  }));
  const posters = rng.shuffled(members);
  const types = FEED_TYPE_WEIGHTS.flatMap(([type, weight]) => Array<string>(weight).fill(type));
  while (items.length < LARGE_SEED.feedItems - LARGE_SEED.articles) {
    const author = posters[rng.skewed(posters.length, 1.6)];
    const type = rng.pick(types);
    const template = FEED_TEMPLATES[type];
    const extra = {
      company: author.company ?? `${rng.pick(COMPANY_PREFIXES)} ${rng.pick(COMPANY_SUFFIXES)}`,
    };
    items.push({
      type,
      userId: author.id,
      contentId: rng.uuid(),
      title: fill(rng, rng.pick(template.title), extra),
      description: fill(rng, rng.pick(template.description), extra),
      age: rng.next() * author.age,
    });
  }
  await insertColumns(
    tx,
    items,
    `INSERT INTO feed_items (type, user_id, content_id, title, description, created_at)
     SELECT type, user_id, content_id, title, description, now() - make_interval(secs => age)
       FROM unnest($1::feed_item_type[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::float8[])
         AS f(type, user_id, content_id, title, description, age)`,
    (f) => [f.type, f.userId, f.contentId, f.title, f.description, f.age],
  );
  return items.length;
}

/** A few paragraphs of markdown: a lede, a '## ' heading, a list and a closing line. */
function articleMarkdown(rng: Random): string {
  const sentences = (n: number) =>
    Array.from({ length: n }, () => fill(rng, rng.pick(BIO_SENTENCES))).join(" ");
  const points = Array.from(
    { length: 3 + rng.int(3) },
    () => `- ${fill(rng, "{topic} for {audience}")}`,
  );
  return [
    `${sentences(3)} **${fill(rng, "{topic}")}** matters more than most teams think.`,
    `## ${fill(rng, "What we learned about {topic}")}`,
    sentences(4 + rng.int(6)),
    points.join("\n"),
    `${sentences(2)} Read more on *${fill(rng, "{industry}")}* next week.`,
  ].join("\n\n");
}

/** Published articles by random members, each with its single `article` feed item, as createArticle writes. */
async function insertArticles(ctx: SeedContext): Promise<number> {
  const { tx, rng, members } = ctx;
  const writers = rng.shuffled(members);
  const articles = Array.from({ length: LARGE_SEED.articles }, () => {
    const author = writers[rng.skewed(writers.length, 1.6)];
    const content = articleMarkdown(rng);
    return {
      id: rng.uuid(),
      authorId: author.id,
      title: fill(rng, "{headline}").slice(0, 100),
      content,
      excerpt: excerptOf(content),
      category: rng.next() < 0.15 ? null : rng.pick(ARTICLE_CATEGORIES),
      readingMinutes: readingMinutesOf(content),
      age: rng.next() * author.age,
    };
  });
  await insertColumns(
    tx,
    articles,
    `WITH a AS (
       INSERT INTO articles (id, author_id, title, content, excerpt, category, status, reading_minutes,
                             created_at, published_at)
       SELECT id, author_id, title, content, excerpt, category, 'published', reading_minutes,
              now() - make_interval(secs => age), now() - make_interval(secs => age)
         FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[],
                     $8::float8[])
           AS a(id, author_id, title, content, excerpt, category, reading_minutes, age)
       RETURNING id, author_id, title, excerpt, created_at)
     INSERT INTO feed_items (type, user_id, content_id, title, description, created_at)
     SELECT 'article', author_id, id, title, excerpt, created_at FROM a`,
    (a) => [a.id, a.authorId, a.title, a.content, a.excerpt, a.category, a.readingMinutes, a.age],
  );
  return articles.length;
}

/** Schools the large seed's members studied at: a short list, so that many share one. */
const SCHOOLS = [
  "Stanford University",
  "MIT",
  "University of Cambridge",
  "University of Oxford",
  "ETH Zurich",
  "TU Berlin",
  "TU Munich",
  "Politecnico di Milano",
  "Sorbonne University",
  "University of Toronto",
  "University of Lagos",
  "University of Tokyo",
  "IIT Bombay",
  "National University of Singapore",
  "University of Melbourne",
  "London School of Economics",
  "Trinity College Dublin",
  "UC Berkeley",
  "University of São Paulo",
  "Tsinghua University",
  "KTH Royal Institute of Technology",
  "University of Amsterdam",
  "Georgia Tech",
  "University of Cape Town",
  "McGill University",
];
const DEGREES = ["BSc", "BA", "BEng", "MSc", "MA", "MBA", "PhD", null];
const FIELDS = [
  "Computer Science",
  "Economics",
  "Business Administration",
  "Mechanical Engineering",
  "Design",
  "Mathematics",
  "Marketing",
  "Finance",
  "Physics",
  "Psychology",
  "Law",
  "Biology",
  null,
];

/** 'YYYY-MM' of the month `months` months before this one. */
function monthsAgo(months: number): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  return date.toISOString().slice(0, 7);
}

/**
 * Experience and education, as members list them: a current position at the profile's company (when it
 * names one), one to three earlier positions back to back before it, and one or two schools from a short
 * list, so that members share companies and schools (suggestions' reasons). About 28,000 positions and
 * 12,000 education entries, in a few bulk statements.
 */
async function insertCareers(ctx: SeedContext): Promise<number> {
  const { tx, rng, members } = ctx;
  const company = () => `${rng.pick(COMPANY_PREFIXES)} ${rng.pick(COMPANY_SUFFIXES)}`;
  const positions: {
    userId: string;
    title: string;
    company: string;
    location: string | null;
    start: string;
    end: string | null;
    age: number;
  }[] = [];
  const education: {
    userId: string;
    school: string;
    degree: string | null;
    field: string | null;
    start: number;
    end: number | null;
    age: number;
  }[] = [];
  for (const m of members) {
    // Months before now at which the latest position began (or the last one ended).
    let since = 1 + rng.int(96);
    if (m.company && m.company !== "Freelance") {
      positions.push({
        userId: m.id,
        title: m.title ?? rng.pick(TITLES),
        company: m.company,
        location: m.location,
        start: monthsAgo(since),
        end: null,
        age: rng.next() * m.age,
      });
    }
    for (let i = 1 + rng.int(3); i > 0; i--) {
      const end = since + 1;
      since = end + 6 + rng.int(54);
      positions.push({
        userId: m.id,
        title: rng.pick(TITLES),
        company: company(),
        location: rng.chance(0.7) ? rng.pick(LOCATIONS) : null,
        start: monthsAgo(since),
        end: monthsAgo(end),
        age: rng.next() * m.age,
      });
    }
    if (rng.chance(0.15)) continue;
    const graduated = new Date().getUTCFullYear() - Math.ceil(since / 12);
    for (let i = 1 + (rng.chance(0.4) ? 1 : 0), end = graduated; i > 0; i--) {
      const start = end - 1 - rng.int(4);
      education.push({
        userId: m.id,
        school: rng.pick(SCHOOLS),
        degree: rng.pick(DEGREES),
        field: rng.pick(FIELDS),
        start,
        end: rng.chance(0.03) ? null : end,
        age: rng.next() * m.age,
      });
      end = start;
    }
  }
  await insertColumns(
    tx,
    positions,
    `INSERT INTO positions (user_id, title, company, location, start_month, end_month, created_at)
     SELECT user_id, title, company, location, start_month, end_month, now() - make_interval(secs => age)
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::float8[])
         AS p(user_id, title, company, location, start_month, end_month, age)`,
    (p) => [p.userId, p.title, p.company, p.location, p.start, p.end, p.age],
  );
  await insertColumns(
    tx,
    education,
    `INSERT INTO education (user_id, school, degree, field_of_study, start_year, end_year, created_at)
     SELECT user_id, school, degree, field_of_study, start_year, end_year,
            now() - make_interval(secs => age)
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::float8[])
         AS e(user_id, school, degree, field_of_study, start_year, end_year, age)`,
    (e) => [e.userId, e.school, e.degree, e.field, e.start, e.end, e.age],
  );
  return positions.length + education.length;
}

/** The steps, in order, all in one transaction. A content type that arrives later adds its step here. */
const STEPS: Step[] = [
  { name: "members", run: insertMembers },
  { name: "connections", run: insertConnections },
  { name: "feed items", run: insertFeedItems },
  { name: "articles", run: insertArticles },
  // Last, so the steps before it draw the same numbers as before it was added.
  { name: "careers", run: insertCareers },
];

/** How many large-seed members the database holds. */
export async function largeSeedMembers(db: DataSource | EntityManager): Promise<number> {
  const [row]: { count: number }[] = await db.query(
    `SELECT count(*)::int AS count FROM users WHERE email::text LIKE $1`,
    [EMAIL_PATTERN],
  );
  return row.count;
}

/** Deletes the large seed's members and everything of theirs (their feed items, then cascades). */
async function clearLargeSeed(tx: EntityManager) {
  await tx.query(
    `DELETE FROM feed_items f USING users u WHERE f.user_id = u.id AND u.email::text LIKE $1`,
    [EMAIL_PATTERN],
  );
  await tx.query(`DELETE FROM users WHERE email::text LIKE $1`, [EMAIL_PATTERN]);
}

export type LargeSeedResult = {
  skipped: boolean;
  members: number;
  seconds: number;
  steps: Record<string, { rows: number; seconds: number }>;
};

/**
 * Adds the large data set unless it is there already (`reset` deletes and rebuilds it), then vacuums and
 * analyzes the tables so plans and index-only scans are those of a settled database.
 */
export async function seedLarge(
  db: DataSource,
  options: { reset?: boolean; passwordHash?: string; log?: (line: string) => void } = {},
): Promise<LargeSeedResult> {
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  const seconds = (since: number) => +((performance.now() - since) / 1000).toFixed(2);
  const existing = await largeSeedMembers(db);
  if (existing > 0 && !options.reset) {
    log(`The large data set is already there (${existing} members); --reset rebuilds it.`);
    return { skipped: true, members: existing, seconds: seconds(started), steps: {} };
  }
  const passwordHash =
    options.passwordHash ?? (await argon2.hash(DEMO_PASSWORD, { type: argon2.argon2id }));
  const steps: LargeSeedResult["steps"] = {};
  await db.transaction(async (tx) => {
    if (existing > 0) {
      const cleared = performance.now();
      await clearLargeSeed(tx);
      log(`Deleted the earlier large data set (${existing} members) in ${seconds(cleared)} s.`);
    }
    const ctx: SeedContext = { tx, rng: new Random(20_240_601), passwordHash, members: [] };
    for (const step of STEPS) {
      const stepStarted = performance.now();
      const rows = await step.run(ctx);
      steps[step.name] = { rows, seconds: seconds(stepStarted) };
      log(`  ${step.name}: ${rows} rows in ${steps[step.name].seconds} s`);
    }
  });
  const analyzed = performance.now();
  await db.query(
    `VACUUM (ANALYZE) users, profiles, member_settings, connections, feed_items, articles, positions,
       education`,
  );
  steps.vacuum = { rows: 0, seconds: seconds(analyzed) };
  log(`  vacuum and analyze: ${steps.vacuum.seconds} s`);
  return { skipped: false, members: LARGE_SEED.members, seconds: seconds(started), steps };
}
