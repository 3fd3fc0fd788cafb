// Demo articles for `npm run seed`: realistic markdown across the three categories, some with a generated
// cover image, published through the same service members use (so each has its single feed item), with
// reactions from other demo members (which notify the authors, as real ones do).
import { Readable } from "node:stream";
import sharp from "sharp";
import type { FileUpload } from "graphql-upload-ts";
import type { DataSource } from "typeorm";
import type { Config } from "../server/config";
import type { PubSub } from "../server/graphql/pubsub";
import { createLogger } from "../server/logger";
import type { ArticleCategory } from "../server/modules/articles/article.entity";
import { createArticle } from "../server/modules/articles/articles.service";
import { ReactionType } from "../server/modules/reactions/reaction.entity";
import { toggleReaction } from "../server/modules/reactions/reactions.service";
import { createStorage } from "../server/storage/storage";
import { withMentionsAndTags } from "./seed-mentions";
import { modules } from "../server/modules";
import { createRegistry } from "../server/kernel/registry";

type Draft = {
  title: string;
  category: `${ArticleCategory}` | null;
  lede: string;
  heading: string;
  points: [string, string, string];
  close: string;
};

const drafts: Draft[] = [
  {
    title: "What we learned shipping our first API to paying customers",
    category: "Technology",
    lede: "Six months ago our public API was a side project. Today it carries **40% of revenue**, and almost everything we got wrong was about people, not code.",
    heading: "Three lessons we would keep",
    points: [
      "Version from day one, even if v1 lives forever",
      "Write the error messages before the happy path",
      "Publish rate limits in the docs, not in support tickets",
    ],
    close:
      "If you are about to open your platform to partners, start with the [docs](https://developer.mozilla.org) and the errors. The endpoints are the easy part.",
  },
  {
    title: "Postgres is the only database most startups need",
    category: "Technology",
    lede: "Every few months someone asks which *shiny* datastore we should adopt. The honest answer is usually: the one we already run.",
    heading: "What Postgres quietly gives you",
    points: [
      "Full-text search good enough for most products",
      "LISTEN/NOTIFY for simple real-time fan-out",
      "JSONB when the schema is genuinely unknown",
    ],
    close: "Reach for something else when you have measured a real limit, not a hypothetical one.",
  },
  {
    title: "A practical guide to on-call for a team of five",
    category: "Technology",
    lede: "Small teams cannot afford heroics. Our rotation is boring on purpose, and that is why people stay.",
    heading: "How our rotation works",
    points: [
      "One week on, four weeks off, swaps in a shared calendar",
      "Every page must link to a runbook or it gets deleted",
      "A paid day off after any night with more than two pages",
    ],
    close: "Measure pages per week and treat the number like a product metric. It should go down.",
  },
  {
    title: "Designing for slow networks first",
    category: "Technology",
    lede: "Half of our new members join from a phone on a congested connection. Building for them made the app faster for everyone.",
    heading: "Where the time went",
    points: [
      "Shipping less JavaScript on the first route",
      "Images resized on upload instead of in the browser",
      "Skeletons instead of spinners, so layout never jumps",
    ],
    close:
      "Throttle your own browser to *Slow 4G* for a day. You will not look at your bundle the same way again.",
  },
  {
    title: "Why we moved our background jobs into the database",
    category: "Technology",
    lede: "We ran a separate queue for two years. Retiring it removed an entire class of *half-committed* bugs.",
    heading: "The trade-offs",
    points: [
      "Jobs commit atomically with the data they describe",
      "One fewer service to monitor, patch and pay for",
      "Throughput is lower, and for us that is fine",
    ],
    close: "Transactional outboxes are not glamorous. They are simply correct.",
  },
  {
    title: "Accessibility audits are cheaper than redesigns",
    category: "Technology",
    lede: "We booked a two-day accessibility audit expecting a long list of nitpicks. We got a roadmap.",
    heading: "Fixes that paid off within a week",
    points: [
      "Visible focus states on every interactive element",
      "Form errors announced next to the field, not in a toast",
      "Colour contrast checked in both light and dark themes",
    ],
    close: "Accessibility work is product quality work. Treat it that way in planning.",
  },
  {
    title: "How to write a seed-round update investors actually read",
    category: "Business",
    lede: "Investors get dozens of updates a month. The ones that get answers are **short, honest and specific**.",
    heading: "Our monthly template",
    points: [
      "Three numbers that matter, with last month beside them",
      "One thing that went wrong and what we changed",
      "One precise ask: an intro, a hire, a customer",
    ],
    close: "Send it on the same day every month, even when the month was bad. Especially then.",
  },
  {
    title: "Pricing is a product decision, not a spreadsheet",
    category: "Business",
    lede: "We doubled our prices and lost fewer customers than we feared. The lesson was not about the number.",
    heading: "What we changed",
    points: [
      "Plans named after the customer's job, not our features",
      "An annual option with a real discount, not a token one",
      "A founder call for every cancellation in the first month",
    ],
    close: "Talk to ten customers before you touch the pricing page. Then talk to ten more.",
  },
  {
    title: "Hiring your first salesperson: timing and traps",
    category: "Business",
    lede: "Founders should sell until the pitch is *repeatable*. Hire before that and you hire a very expensive experiment.",
    heading: "Signs you are ready",
    points: [
      "You close deals without improvising the story",
      "Customers come from a channel you can describe",
      "You have a playbook someone else could follow",
    ],
    close:
      "Your first sales hire should be a builder, not a closer. Look for someone who writes things down.",
  },
  {
    title: "Term sheets without tears: the clauses that matter",
    category: "Business",
    lede: "Valuation gets the headlines. The clauses below decide how the next five years feel.",
    heading: "Read these twice",
    points: [
      "Liquidation preference and whether it participates",
      "Board composition after this round and the next",
      "Pro-rata rights and who can block a future raise",
    ],
    close: "A good lawyer is cheaper than a bad clause. Budget for one before the first meeting.",
  },
  {
    title: "Building a marketplace: solve the cold start locally",
    category: "Business",
    lede: "Every marketplace starts empty on both sides. We stopped trying to launch everywhere and picked **one city**.",
    heading: "What worked in our first city",
    points: [
      "We onboarded the first fifty suppliers by hand",
      "We guaranteed buyers a reply within one hour",
      "We published weekly numbers to both sides",
    ],
    close: "Density beats reach. Win a neighbourhood before you plan a country.",
  },
  {
    title: "Customer interviews that don't lie to you",
    category: "Business",
    lede: "People are kind in interviews. That kindness will sink your roadmap unless you ask about the past, not the future.",
    heading: "Questions we ask",
    points: [
      "When did you last run into this problem?",
      "What did you do about it, and what did it cost?",
      "Who else was involved in the decision?",
    ],
    close:
      "Never ask whether someone would buy it. Ask what they already pay to make the pain go away.",
  },
  {
    title: "Finding calm in a founder's calendar",
    category: "Lifestyle",
    lede: "My calendar used to be a list of other people's priorities. Blocking three mornings a week changed how the company runs.",
    heading: "The rules I keep",
    points: [
      "No meetings before eleven on Monday, Wednesday and Friday",
      "Every recurring meeting has an end date",
      "One evening a week with the laptop closed, no exceptions",
    ],
    close: "Protecting focus time is not selfish. The team gets a better version of you.",
  },
  {
    title: "Remote work, five years in",
    category: "Lifestyle",
    lede: "We went remote in a hurry and stayed remote on purpose. Here is what we would tell our past selves.",
    heading: "What we would do again",
    points: [
      "Write decisions down where everyone can find them",
      "Meet in person twice a year, with no agenda on day one",
      "Pay for good chairs and good microphones",
    ],
    close:
      "Remote is not an office on a screen. It is a different way to work, and it rewards clear writing.",
  },
  {
    title: "Networking for people who hate networking",
    category: "Lifestyle",
    lede: "Most of my best professional relationships started with a *useful message*, not a firm handshake.",
    heading: "A gentler approach",
    points: [
      "Share something you learned instead of asking for something",
      "Follow up within a day, with one specific detail",
      "Introduce two people who should know each other",
    ],
    close:
      "Generosity compounds. Give first, and keep a short list of people you want to help this month.",
  },
  {
    title: "What running taught me about building a company",
    category: "Lifestyle",
    lede: "Training for a marathon while raising a round sounded like a bad idea. It turned out to be the thing that kept me sane.",
    heading: "Lessons from the long run",
    points: [
      "Pace beats intensity over any real distance",
      "Recovery is part of the plan, not a reward",
      "Progress is invisible week to week and obvious month to month",
    ],
    close:
      "Pick one thing outside work that measures progress honestly. It helps on the weeks work doesn't.",
  },
  {
    title: "The case for a four-day week at a startup",
    category: "Lifestyle",
    lede: "We tried a four-day week for one quarter, expecting to cancel it. Output held steady and two people withdrew resignations.",
    heading: "What made it work",
    points: [
      "Fewer, shorter meetings with written agendas",
      "Clear weekly goals agreed on Monday",
      "Support coverage shared on a visible rota",
    ],
    close: "It is not for every team. Run it as an experiment with a metric, and decide with data.",
  },
  {
    title: "Notes from a year of mentoring first-time founders",
    category: null,
    lede: "I met twenty founders for an hour a month this year. The same three worries came up again and again.",
    heading: "The recurring themes",
    points: [
      "Am I moving fast enough? (Usually yes, in the wrong direction.)",
      "Should I fire this person? (Usually you already know.)",
      "Is it time to raise? (Usually when you have a reason, not a runway.)",
    ],
    close:
      "Find someone a few years ahead of you and ask for an hour a month. Most people say yes.",
  },
  {
    title: "Observability on a budget",
    category: "Technology",
    lede: "You do not need a six-figure monitoring contract to know when your product is broken. You need **three numbers** and an alert you trust.",
    heading: "The three numbers",
    points: [
      "Error rate per endpoint, compared with last week",
      "p95 latency of the five busiest operations",
      "Queue depth, or whatever your users wait on",
    ],
    close: "Structured logs with a request id on every line will answer most of the rest.",
  },
  {
    title: "Code review that makes people better",
    category: "Technology",
    lede: "A review is a conversation about the code, not a verdict on its author. Ours got faster when we *wrote down* what we look for.",
    heading: "Our checklist",
    points: [
      "Does the test fail without the change?",
      "Would a newcomer understand the names?",
      "Is there a simpler version that does the same thing?",
    ],
    close: "Approve small changes quickly. Big ones deserve a call, not forty comments.",
  },
  {
    title: "Bootstrapping to one million in revenue",
    category: "Business",
    lede: "We never raised. Four years in we passed **$1M in annual revenue** with six people, and the constraints were the best thing that happened to us.",
    heading: "What bootstrapping forced us to do",
    points: [
      "Charge from the first customer",
      "Say no to features only one customer wanted",
      "Automate support before hiring for it",
    ],
    close: "Outside money is a tool. Make sure you need the tool before you pay for it.",
  },
  {
    title: "Partnerships that actually ship",
    category: "Business",
    lede: "Most partnership announcements never turn into revenue. The ones that did for us had a named owner on both sides and a date.",
    heading: "Before you sign",
    points: [
      "Agree on one shared metric",
      "Name a person on each side who is measured on it",
      "Put a review in the calendar for ninety days out",
    ],
    close: "A partnership without an owner is a press release.",
  },
  {
    title: "Selling to small businesses without a sales team",
    category: "Business",
    lede: "Small businesses buy from people they trust and tools they can try today. We built for both.",
    heading: "What moved the numbers",
    points: [
      "A free plan that solves one real problem completely",
      "Onboarding videos recorded by the founders",
      "Case studies from owners in the same town",
    ],
    close: "Local word of mouth beats any ad budget we could afford.",
  },
  {
    title: "How I read twenty books a year as a founder",
    category: "Lifestyle",
    lede: "I used to say I had no time to read. It turned out I had no *habit*. Twenty minutes a day adds up to about twenty books a year.",
    heading: "The habit",
    points: [
      "A book by the bed and none of the phone",
      "Audio on the commute for anything narrative",
      "A one-paragraph note after each book",
    ],
    close: "Reading widely is the cheapest way to borrow other people's experience.",
  },
  {
    title: "Coworking spaces and the lonely founder",
    category: "Lifestyle",
    lede: "Working alone from the kitchen table was efficient and miserable. Moving to a coworking space cost money and **paid for itself** in introductions.",
    heading: "What to look for",
    points: [
      "Members at a similar stage, not only freelancers",
      "Regular events that people actually attend",
      "Quiet rooms for calls, bookable by the hour",
    ],
    close:
      "The best perk was never the coffee. It was the person at the next desk who had solved my problem last year.",
  },
  {
    title: "Writing a company handbook in a weekend",
    category: null,
    lede: "Our handbook started as a weekend project and became the document new hires thank us for. It does not need to be long; it needs to be **true**.",
    heading: "What goes in",
    points: [
      "How we decide, and who decides what",
      "How we write, meet and hand work over",
      "What we pay for, from laptops to training",
    ],
    close: "Keep it in version control and let anyone propose a change.",
  },
];

const PALETTE = ["#1d4ed8", "#0f766e", "#7c3aed", "#b45309", "#be123c", "#0369a1"];

/** A generated 1200x630 cover (no downloads), within the article image rules. */
export function cover(seed: number): Promise<Buffer> {
  const [a, b] = [PALETTE[seed % PALETTE.length], PALETTE[(seed + 2) % PALETTE.length]];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="1200" height="630" fill="url(#g)"/>
    <circle cx="${200 + ((seed * 137) % 800)}" cy="315" r="220" fill="#fff" fill-opacity="0.12"/>
    <circle cx="${900 - ((seed * 71) % 500)}" cy="180" r="120" fill="#fff" fill-opacity="0.18"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

export const asUpload = (data: Buffer, filename: string): FileUpload =>
  ({ filename, createReadStream: () => Readable.from(data) }) as unknown as FileUpload;

const markdownOf = (draft: Draft) =>
  [
    draft.lede,
    `## ${draft.heading}`,
    draft.points.map((point) => `- ${point}`).join("\n"),
    draft.close,
  ].join("\n\n");

/** Seed events are not worth publishing: a pub/sub that drops them. */
export const silentPubSub = { publish: () => undefined } as unknown as PubSub;

/**
 * Publishes the demo articles (once: skipped when demo members already have articles), spread over the
 * last few weeks, then has other members react to them.
 */
/** The seed acts as each member in turn. */
export const seedViewer = (id: string) => ({
  id,
  sessionId: "seed",
  isSuperAdmin: false,
  isBanned: false,
});

export async function seedArticles(db: DataSource, config: Config, authorIds: string[]) {
  if (authorIds.length < 2) return;
  const [{ count }]: { count: number }[] = await db.query(
    `SELECT count(*)::int AS count FROM articles WHERE author_id = ANY($1)`,
    [authorIds],
  );
  if (count > 0) return;
  const services = {
    db,
    pubSub: silentPubSub,
    storage: createStorage(config, createLogger("warn", false)),
    registry: createRegistry(modules),
  };
  const kinds = Object.values(ReactionType);
  for (const [i, draft] of drafts.entries()) {
    const authorId = authorIds[i % authorIds.length];
    const image = i % 3 === 0 ? Promise.resolve(asUpload(await cover(i), "cover.jpg")) : null;
    const article = await createArticle(services, seedViewer(authorId), {
      title: draft.title,
      content: withMentionsAndTags(markdownOf(draft), i),
      category: draft.category as ArticleCategory | null,
      image,
    });
    // Spread over the last weeks, newest last, so the list and the feed read naturally.
    const at = new Date(Date.now() - (drafts.length - i) * 26 * 3600_000);
    await db.query(`UPDATE articles SET created_at = $2, published_at = $2 WHERE id = $1`, [
      article.id,
      at,
    ]);
    await db.query(
      `UPDATE feed_items SET created_at = $2 WHERE type = 'article' AND content_id = $1`,
      [article.id, at],
    );
    for (let r = 1; r <= (i * 7) % 6; r++) {
      const readerId = authorIds[(i + r) % authorIds.length];
      await toggleReaction(services, seedViewer(readerId), {
        contentType: "article",
        contentId: article.id,
        reactionType: kinds[(i + r) % 3 === 0 ? 2 : (i * r) % kinds.length],
      });
    }
  }
  console.log(`Published ${drafts.length} demo articles with reactions.`);
}

/** The new_user feed item every member gets at sign-up, for demo members created directly. */
export async function seedWelcomeItems(db: DataSource, memberIds: string[]) {
  const rows: unknown[] = await db.query(
    `INSERT INTO feed_items (type, user_id, content_id, title, description, created_at)
     SELECT 'new_user', p.id, p.id, p.username || ' joined Agora', p.bio, p.created_at
       FROM profiles p
      WHERE p.id = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM feed_items f WHERE f.type = 'new_user' AND f.user_id = p.id)
     RETURNING id`,
    [memberIds],
  );
  if (rows.length) console.log(`Added ${rows.length} welcome items to the feed.`);
}
