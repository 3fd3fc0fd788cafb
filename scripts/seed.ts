// npm run seed: demo members with realistic profiles (password "password123"; admin@agora.dev is a super
// admin). Safe to run again: existing accounts are left as they are. Never runs at start-up.
//   npm run seed -- --large [--reset]: also the large benchmark data set (scripts/seed-large.ts).
import { Readable } from "node:stream";
import argon2 from "argon2";
import sharp from "sharp";
import type { FileUpload } from "graphql-upload-ts";
import { createLogger } from "../server/logger";
import { createStorage } from "../server/storage/storage";
import { User } from "../server/modules/accounts/user.entity";
import { Profile } from "../server/modules/profiles/profile.entity";
import type { DataSource } from "typeorm";
import type { Config } from "../server/config";
import { openDatabase } from "./database";
import { seedArticles, seedWelcomeItems } from "./seed-articles";
import { seedCareers } from "./seed-careers";
import { seedEvents } from "./seed-events";
import { seedForums } from "./seed-forums";
import { seedGroups } from "./seed-groups";
import { seedIdeas } from "./seed-ideas";
import { seedPages } from "./seed-pages";
import { DEMO_PASSWORD, seedLarge } from "./seed-large";

const USAGE = "usage: npm run seed [-- --large [--reset]]";

type Member = Pick<
  Profile,
  "username" | "fullName" | "title" | "company" | "location" | "bio" | "skills"
> & {
  email: string;
  isSuperAdmin?: boolean;
};

const members: Member[] = [
  {
    email: "admin@agora.dev",
    username: "agora_admin",
    fullName: "Alex Morgan",
    title: "Community Lead",
    company: "Agora",
    location: "London, UK",
    bio: "I look after the Agora community: moderation, member support and the occasional welcome post.",
    skills: ["Community Management", "Moderation", "Operations"],
    isSuperAdmin: true,
  },
  {
    email: "maya.chen@example.com",
    username: "mayachen",
    fullName: "Maya Chen",
    title: "Founder & CEO",
    company: "Greenloop",
    location: "San Francisco, CA",
    bio: "Building circular packaging for e-commerce. Previously product at a logistics unicorn. Raising a seed round.",
    skills: ["Product Strategy", "Fundraising", "Supply Chain", "Sustainability", "Team Building"],
  },
  {
    email: "daniel.okafor@example.com",
    username: "dokafor",
    fullName: "Daniel Okafor",
    title: "Partner",
    company: "Harbor Ventures",
    location: "Lagos, Nigeria",
    bio: "Early-stage investor in fintech and climate across West Africa. Ask me about term sheets.",
    skills: ["Venture Capital", "Fintech", "Due Diligence", "Board Governance"],
  },
  {
    email: "sofia.rossi@example.com",
    username: "sofiarossi",
    fullName: "Sofia Rossi",
    title: "Senior Software Engineer",
    company: "Northwind Labs",
    location: "Milan, Italy",
    bio: "Distributed systems, Postgres and developer tooling. Speaker, mentor, espresso snob.",
    skills: [
      "TypeScript",
      "PostgreSQL",
      "Kubernetes",
      "GraphQL",
      "Go",
      "System Design",
      "Mentoring",
      "Rust",
      "AWS",
    ],
  },
  {
    email: "liam.walsh@example.com",
    username: "liamwalsh",
    fullName: "Liam Walsh",
    title: "Head of Growth",
    company: "Brightpath",
    location: "Dublin, Ireland",
    bio: "B2B SaaS growth: lifecycle marketing, pricing experiments and sales-led motions.",
    skills: ["Growth Marketing", "SEO", "Pricing", "Analytics"],
  },
  {
    email: "amara.singh@example.com",
    username: "amarasingh",
    fullName: "Amara Singh",
    title: "Product Designer",
    company: "Freelance",
    location: "Toronto, Canada",
    bio: "Designing calm, accessible products for health and finance teams.",
    skills: ["UX Design", "Figma", "Accessibility", "Design Systems", "User Research"],
  },
  {
    email: "kenji.tanaka@example.com",
    username: "kenjit",
    fullName: "Kenji Tanaka",
    title: "Angel Investor",
    company: null,
    location: "Tokyo, Japan",
    bio: "Ex-operator, now backing hardware and robotics founders at pre-seed.",
    skills: ["Angel Investing", "Robotics", "Hardware", "Manufacturing"],
  },
  {
    email: "elena.petrova@example.com",
    username: "epetrova",
    fullName: "Elena Petrova",
    title: "CFO",
    company: "Meridian Health",
    location: "Berlin, Germany",
    bio: "Finance leader for scale-ups: FP&A, M&A and getting companies audit-ready.",
    skills: ["Financial Planning", "M&A", "Healthcare", "Fundraising"],
  },
  {
    email: "marcus.johnson@example.com",
    username: "mjohnson",
    fullName: "Marcus Johnson",
    title: "Owner",
    company: "Johnson & Daughters Coffee",
    location: "Atlanta, GA",
    bio: "Third-generation roaster opening our second café. Looking for advice on franchising.",
    skills: ["Retail", "Operations", "Franchising"],
  },
  {
    email: "priya.nair@example.com",
    username: "priyanair",
    fullName: "Priya Nair",
    title: "Data Scientist",
    company: "Cobalt AI",
    location: "Bengaluru, India",
    bio: "Applied ML for credit risk. Writing about responsible AI on weekends.",
    skills: ["Machine Learning", "Python", "Statistics", "Responsible AI"],
  },
];

const PALETTE = [
  "#2563eb",
  "#7c3aed",
  "#db2777",
  "#ea580c",
  "#16a34a",
  "#0891b2",
  "#4f46e5",
  "#ca8a04",
];

/** A generated picture (no downloads): layered circles for avatars, a soft gradient with shapes for covers. */
function picture(seed: number, kind: "avatar" | "cover"): Promise<Buffer> {
  const [w, h] = kind === "avatar" ? [400, 400] : [1500, 400];
  const a = PALETTE[seed % PALETTE.length];
  const b = PALETTE[(seed * 3 + 1) % PALETTE.length];
  const shapes = Array.from({ length: kind === "avatar" ? 3 : 7 }, (_, i) => {
    const x = ((seed * 97 + i * 211) % 100) / 100;
    const y = ((seed * 53 + i * 137) % 100) / 100;
    const r = (kind === "avatar" ? 60 : 90) + ((seed + i * 31) % 80);
    return `<circle cx="${Math.round(x * w)}" cy="${Math.round(y * h)}" r="${r}" fill="#fff" fill-opacity="${0.08 + i * 0.03}"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#g)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const asUpload = (data: Buffer, filename: string): FileUpload =>
  ({ filename, createReadStream: () => Readable.from(data) }) as unknown as FileUpload;

/** Avatars and covers for demo members who have none, through the same pipeline as real uploads. */
async function seedPictures(db: DataSource, config: Config) {
  const storage = createStorage(config, createLogger("warn", false));
  const rows: { id: string; username: string }[] = await db.query(
    `SELECT p.id, p.username FROM profiles p JOIN users u ON u.id = p.id
      WHERE u.email = ANY($1) AND p.avatar_url IS NULL ORDER BY p.username`,
    [members.map((m) => m.email)],
  );
  for (const [i, row] of rows.entries()) {
    await db.transaction(async (tx) => {
      const avatar = await storage.storeImage(
        tx,
        row.id,
        "avatar",
        asUpload(await picture(i + 1, "avatar"), "a.png"),
      );
      const cover = await storage.storeImage(
        tx,
        row.id,
        "cover",
        asUpload(await picture(i + 5, "cover"), "c.png"),
      );
      await tx.query(
        `UPDATE profiles SET avatar_url = $2, avatar_thumbnail_url = $3, cover_photo_url = $4 WHERE id = $1`,
        [row.id, avatar.url, avatar.thumbnailUrl, cover.url],
      );
    });
  }
  if (rows.length) console.log(`Generated avatars and covers for ${rows.length} demo members.`);
}

/** A believable network: everyone follows a few others, some are friends, a few requests are pending. */
async function seedConnections(db: DataSource) {
  const ids: { id: string }[] = await db.query(
    `SELECT p.id FROM profiles p JOIN users u ON u.id = p.id WHERE u.email = ANY($1) ORDER BY u.email`,
    [members.map((m) => m.email)],
  );
  const n = ids.length;
  const rows: [string, string, string][] = [];
  for (let i = 0; i < n; i++) {
    for (const step of [1, 3]) rows.push([ids[i].id, ids[(i + step) % n].id, "following"]);
    if (i % 2 === 0) rows.push([ids[i].id, ids[(i + 5) % n].id, "friends"]);
    if (i % 3 === 0) rows.push([ids[(i + 7) % n].id, ids[i].id, "friend_requested"]);
  }
  let added = 0;
  for (const [from, to, status] of rows) {
    const inserted: unknown[] = await db.query(
      `INSERT INTO connections (user_id, connected_user_id, status) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, connected_user_id) DO NOTHING RETURNING id`,
      [from, to, status],
    );
    added += inserted.length;
  }
  console.log(`Added ${added} connections among demo members.`);
}

async function main() {
  const flags = process.argv.slice(2);
  const unknown = flags.filter((flag) => flag !== "--large" && flag !== "--reset");
  if (unknown.length || (flags.includes("--reset") && !flags.includes("--large"))) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const { db, config, close } = await openDatabase();
  try {
    const passwordHash = await argon2.hash(DEMO_PASSWORD, { type: argon2.argon2id });
    let created = 0;
    for (const member of members) {
      const exists = await db.getRepository(User).existsBy({ email: member.email });
      if (exists) continue;
      await db.transaction(async (tx) => {
        const { email, isSuperAdmin, ...profile } = member;
        const user = await tx
          .getRepository(User)
          .save({ email, passwordHash, emailVerifiedAt: new Date() });
        await tx
          .getRepository(Profile)
          .save({ id: user.id, ...profile, isSuperAdmin: Boolean(isSuperAdmin) });
      });
      created++;
    }
    console.log(`Seeded ${created} new demo members (${members.length - created} already there).`);
    await seedPictures(db, config);
    await seedConnections(db);
    await seedCareers(db);
    const demo: { id: string }[] = await db.query(
      `SELECT u.id FROM users u WHERE u.email = ANY($1) ORDER BY u.email`,
      [members.map((m) => m.email)],
    );
    await seedWelcomeItems(
      db,
      demo.map((m) => m.id),
    );
    await seedArticles(
      db,
      config,
      demo.map((m) => m.id),
    );
    await seedGroups(
      db,
      config,
      demo.map((m) => m.id),
    );
    await seedEvents(
      db,
      config,
      demo.map((m) => m.id),
    );
    await seedForums(
      db,
      demo.map((m) => m.id),
    );
    await seedIdeas(
      db,
      config,
      demo.map((m) => m.id),
    );
    await seedPages(
      db,
      config,
      demo.map((m) => m.id),
    );
    if (flags.includes("--large")) {
      console.log("Seeding the large data set ...");
      const result = await seedLarge(db, {
        reset: flags.includes("--reset"),
        passwordHash,
        log: (line) => console.log(line),
      });
      if (!result.skipped) console.log(`Seeded the large data set in ${result.seconds} s.`);
    }
    console.log(
      `Sign in as any of them with the password "${DEMO_PASSWORD}", e.g. admin@agora.dev (super admin).`,
    );
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
