// Demo business pages for `npm run seed`, made through the same services members use: a dozen pages
// across the categories with covers, followers, the owners' posts (some with images) and members'
// reviews. Skipped when demo members already own pages.
import type { DataSource } from "typeorm";
import type { Config } from "../server/config";
import { createLogger } from "../server/logger";
import { BusinessCategory } from "../server/modules/pages/page.entity";
import { createBusinessPage, followBusinessPage } from "../server/modules/pages/pages.service";
import { createPagePost } from "../server/modules/pages/posts.service";
import { createReview } from "../server/modules/pages/reviews.service";
import { createStorage } from "../server/storage/storage";
import { asUpload, cover, seedViewer, silentPubSub } from "./seed-articles";
import { createRegistry } from "../server/kernel/registry";
import { modules } from "../server/modules";

type DemoPage = {
  name: string;
  category: BusinessCategory;
  description: string;
  website?: string;
  address?: string;
  hours?: string;
  posts: string[];
};

const pages: DemoPage[] = [
  {
    name: "Harbor Street Kitchen",
    category: BusinessCategory.RESTAURANT,
    description:
      "Seasonal small plates and natural wine by the old harbor. Private dining for up to 20.",
    website: "https://harborstreet.example.com",
    address: "12 Harbor Street, Bristol",
    hours: "Tue-Sun 12PM-11PM",
    posts: [
      "Our autumn menu is here: squash, chestnuts and slow-cooked lamb.",
      "Booking now open for December team dinners.",
    ],
  },
  {
    name: "Greenloop Packaging",
    category: BusinessCategory.RETAIL,
    description:
      "Reusable shipping boxes for e-commerce brands. Return, clean, reuse, up to 50 times.",
    website: "https://greenloop.example.com",
    posts: ["We just passed 100,000 reuses. Thank you to every brand on the loop!"],
  },
  {
    name: "Northwind Analytics",
    category: BusinessCategory.TECHNOLOGY,
    description:
      "Data engineering and dashboards for growing teams. From spreadsheets to a warehouse in weeks.",
    website: "https://northwind.example.com",
    hours: "Mon-Fri 9AM-6PM",
    posts: [
      "New case study: how a 40-person retailer cut reporting time from days to minutes.",
      "We're hiring a senior data engineer (remote, EU time zones).",
    ],
  },
  {
    name: "Bright Smile Dental",
    category: BusinessCategory.HEALTHCARE,
    description: "Family dentistry with evening appointments and a calm, friendly team.",
    address: "48 Market Road, Leeds",
    hours: "Mon-Fri 8AM-8PM, Sat 9AM-1PM",
    posts: ["Evening appointments are now available every weekday."],
  },
  {
    name: "CodeBridge Academy",
    category: BusinessCategory.EDUCATION,
    description: "Twelve-week evening bootcamps in web development for career changers.",
    website: "https://codebridge.example.com",
    posts: [
      "Applications for the spring cohort close on Friday.",
      "Meet our graduates at the demo night next month.",
    ],
  },
  {
    name: "Keystone Realty",
    category: BusinessCategory.REAL_ESTATE,
    description: "Office and studio space for startups, with flexible leases from three months.",
    address: "200 King Street, Manchester",
    hours: "Mon-Fri 9AM-5PM",
    posts: ["Two new studios available in the Northern Quarter from January."],
  },
  {
    name: "Volt Motors Service",
    category: BusinessCategory.AUTOMOTIVE,
    description:
      "Servicing and repairs for electric and hybrid vehicles, with a courtesy EV while you wait.",
    address: "Unit 4, Riverside Estate, Glasgow",
    hours: "Mon-Sat 8AM-6PM",
    posts: ["Winter battery checks are free this month."],
  },
  {
    name: "Lumen Spa & Wellness",
    category: BusinessCategory.BEAUTY_WELLNESS,
    description:
      "Massage, yoga and sauna in the middle of the city. Corporate wellness packages available.",
    website: "https://lumenspa.example.com",
    posts: ["Lunchtime yoga every Wednesday, 12:30 to 1:15."],
  },
  {
    name: "Ledger & Co. Accountants",
    category: BusinessCategory.PROFESSIONAL_SERVICES,
    description: "Bookkeeping, payroll and tax for startups and freelancers. Fixed monthly fees.",
    website: "https://ledgerco.example.com",
    hours: "Mon-Fri 9AM-5:30PM",
    posts: [
      "Self-assessment deadline reminder: get your papers to us by mid-January.",
      "Free startup finance clinic every first Thursday.",
    ],
  },
  {
    name: "Brew Theory Coffee",
    category: BusinessCategory.RESTAURANT,
    description:
      "Specialty coffee roasted in-house, with plenty of desks and fast wifi for remote workers.",
    address: "7 Canal Walk, Birmingham",
    hours: "Daily 7AM-7PM",
    posts: ["New single origin from Rwanda on the bar this week."],
  },
  {
    name: "Pixel Forge Studio",
    category: BusinessCategory.TECHNOLOGY,
    description: "Product design and brand identity for early-stage startups.",
    website: "https://pixelforge.example.com",
    posts: ["A peek at our latest brand refresh for a fintech client."],
  },
  {
    name: "Common Ground Makers",
    category: BusinessCategory.OTHER,
    description:
      "A community workshop with wood, metal and 3D printing tools, open to members day and night.",
    address: "Old Mill, Sheffield",
    posts: ["Beginner woodworking classes start next week."],
  },
];

const reviews = [
  { rating: 5, text: "Excellent from start to finish. Highly recommended." },
  { rating: 4, text: "Very good service and friendly people. Would come back." },
  { rating: 5, text: "Exactly what we needed, and on time." },
  { rating: 3, text: "Decent, though it took longer than expected." },
  { rating: 4, text: "Great value for the price." },
];

/** Seeds the demo pages once, owned by demo members, followed and reviewed by others. */
export async function seedPages(db: DataSource, config: Config, memberIds: string[]) {
  const n = memberIds.length;
  if (n < 4) return;
  const [{ count }]: { count: number }[] = await db.query(
    `SELECT count(*)::int AS count FROM business_pages WHERE owner_id = ANY($1)`,
    [memberIds],
  );
  if (count > 0) return;
  const services = {
    db,
    pubSub: silentPubSub,
    storage: createStorage(config, createLogger("warn", false)),
    registry: createRegistry(modules),
  };
  for (const [i, demo] of pages.entries()) {
    const ownerId = memberIds[(i + 1) % n];
    const { posts, ...details } = demo;
    const page = await createBusinessPage(services, seedViewer(ownerId), {
      ...details,
      cover: Promise.resolve(asUpload(await cover(i + 60), "cover.jpg")),
    });
    const others = memberIds.filter((id) => id !== ownerId);
    for (const id of others.slice(0, 2 + (i % (others.length - 1))))
      await followBusinessPage(services, seedViewer(id), page.id);
    for (const [p, content] of posts.entries()) {
      const images =
        (i + p) % 3 === 0
          ? [Promise.resolve(asUpload(await cover(i * 7 + p + 80), "post.jpg"))]
          : [];
      await createPagePost(services, seedViewer(ownerId), { pageId: page.id, content, images });
    }
    for (const [r, authorId] of others.slice(0, i % 4).entries())
      await createReview(services, seedViewer(authorId), {
        pageId: page.id,
        ...reviews[(i + r) % reviews.length],
      });
  }
  console.log(`Created ${pages.length} demo business pages with followers, posts and reviews.`);
}
