// npm run seed: demo members with realistic profiles (password "password123"; admin@agora.dev is a super
// admin). Safe to run again: existing accounts are left as they are. Never runs at start-up.
import argon2 from "argon2";
import { User } from "../server/modules/accounts/user.entity";
import { Profile } from "../server/modules/profiles/profile.entity";
import { openDatabase } from "./database";

export const DEMO_PASSWORD = "password123";

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

async function main() {
  const { db, close } = await openDatabase();
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
