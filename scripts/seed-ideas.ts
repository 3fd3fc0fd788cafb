// Demo business ideas for `npm run seed`, made through the same services members use: a dozen ideas across
// industries (some with images, some part-funded, one funded), the founders' updates, likes and business
// inquiries from other members. Skipped when demo members already have ideas.
import type { DataSource } from "typeorm";
import type { Config } from "../server/config";
import { createLogger } from "../server/logger";
import { modules } from "../server/modules";
import { BusinessIdeaStatus, Industry, RiskLevel } from "../server/modules/ideas/idea.entity";
import {
  addBusinessUpdate,
  contactFounder,
  submitBusinessIdea,
  updateBusinessIdea,
} from "../server/modules/ideas/ideas.service";
import { ReactionType } from "../server/modules/reactions/reaction.entity";
import { toggleReaction } from "../server/modules/reactions/reactions.service";
import { createRegistry } from "../server/kernel/registry";
import { createStorage } from "../server/storage/storage";
import { asUpload, cover, seedViewer, silentPubSub } from "./seed-articles";

type DemoIdea = {
  title: string;
  description: string;
  industry: Industry;
  risk: RiskLevel;
  goal: number;
  raised: number;
  equity: number | null;
  location: string;
  website?: string;
  updates: [string, string][];
  likes: number;
  inquiries: string[];
};

const ideas: DemoIdea[] = [
  {
    title: "Solar kiosks for rural markets",
    description:
      "Pay-as-you-go solar kiosks that charge phones and lamps in markets without grid power, run by local agents who keep a share of every sale.",
    industry: Industry.ENERGY,
    risk: RiskLevel.MEDIUM,
    goal: 150000,
    raised: 42500,
    equity: 12.5,
    location: "Nairobi, Kenya",
    website: "https://example.com/solar-kiosks",
    updates: [
      [
        "First ten kiosks live",
        "Ten kiosks are running in Kisumu county and paid back their parts in six weeks.",
      ],
      ["Agent training", "We trained our first twenty agents on maintenance and mobile payments."],
    ],
    likes: 5,
    inquiries: [
      "I run a microfinance fund and would love to learn about your unit economics per kiosk.",
    ],
  },
  {
    title: "AI bookkeeping for freelancers",
    description:
      "Connects to a freelancer's bank and invoices, sorts every transaction and drafts the quarterly tax return for a human accountant to sign off.",
    industry: Industry.FINANCE,
    risk: RiskLevel.HIGH,
    goal: 500000,
    raised: 125000,
    equity: 10,
    location: "Berlin, Germany",
    updates: [
      [
        "Private beta",
        "Two hundred freelancers are in the private beta; returns are drafted in minutes.",
      ],
    ],
    likes: 4,
    inquiries: [
      "We are angels focused on fintech. Could you share your churn numbers from the beta?",
    ],
  },
  {
    title: "Remote physiotherapy platform",
    description:
      "Video sessions with licensed physiotherapists plus exercise plans tracked by the phone's camera, so patients keep up their rehab at home.",
    industry: Industry.HEALTHCARE,
    risk: RiskLevel.MEDIUM,
    goal: 250000,
    raised: 250000,
    equity: 15,
    location: "Toronto, Canada",
    updates: [["Fully funded", "Thank you to everyone who backed us: the round is closed."]],
    likes: 6,
    inquiries: [],
  },
  {
    title: "Coding bootcamp for high schoolers",
    description:
      "Twelve-week after-school course where students build and ship a real app for a local nonprofit, taught by working engineers.",
    industry: Industry.EDUCATION,
    risk: RiskLevel.LOW,
    goal: 60000,
    raised: 18000,
    equity: 8,
    location: "Austin, USA",
    updates: [],
    likes: 3,
    inquiries: ["Our school district would like to pilot this next spring. Who should we talk to?"],
  },
  {
    title: "Refill marketplace for household goods",
    description:
      "An online shop delivering detergents and soaps in returnable steel containers, collected and refilled on the next delivery.",
    industry: Industry.E_COMMERCE,
    risk: RiskLevel.MEDIUM,
    goal: 80000,
    raised: 9600,
    equity: 20,
    location: "Manchester, UK",
    updates: [
      [
        "Container supplier signed",
        "We signed with a local steel works for our first 5,000 containers.",
      ],
    ],
    likes: 2,
    inquiries: [],
  },
  {
    title: "Neighbourhood grocery co-op",
    description:
      "A member-owned grocery store in a food desert, stocking fresh produce from farms within fifty miles at fair prices.",
    industry: Industry.RETAIL,
    risk: RiskLevel.LOW,
    goal: 40000,
    raised: 31000,
    equity: null,
    location: "Detroit, USA",
    updates: [],
    likes: 4,
    inquiries: [],
  },
  {
    title: "Recycled plastic building bricks",
    description:
      "Interlocking bricks pressed from waste plastic and sand, stronger than concrete blocks and laid without mortar.",
    industry: Industry.MANUFACTURING,
    risk: RiskLevel.HIGH,
    goal: 300000,
    raised: 45000,
    equity: 18.5,
    location: "Lagos, Nigeria",
    updates: [
      [
        "Strength tests passed",
        "Independent lab tests put our bricks at 1.4 times the strength of concrete blocks.",
      ],
    ],
    likes: 3,
    inquiries: ["We build affordable housing and would like samples. Is a pilot order possible?"],
  },
  {
    title: "Student flat-share matching",
    description:
      "Matches students with compatible flatmates and landlords with vetted tenants, handling deposits and contracts online.",
    industry: Industry.REAL_ESTATE,
    risk: RiskLevel.MEDIUM,
    goal: 120000,
    raised: 0,
    equity: 10,
    location: "Lisbon, Portugal",
    updates: [],
    likes: 1,
    inquiries: [],
  },
  {
    title: "Vertical farms in shipping containers",
    description:
      "Hydroponic farms in recycled containers that grow leafy greens next to restaurants, using ninety percent less water.",
    industry: Industry.AGRICULTURE,
    risk: RiskLevel.MEDIUM,
    goal: 200000,
    raised: 66000,
    equity: 14,
    location: "Singapore",
    updates: [
      ["First harvest", "Our first container harvested 300 kg of lettuce in its first month."],
    ],
    likes: 5,
    inquiries: ["I own three restaurants downtown and would take your whole first year of basil."],
  },
  {
    title: "Indie game studio: Lantern Keepers",
    description:
      "A cosy co-op puzzle game about lighthouse keepers, with a playable demo and a growing community on wishlists.",
    industry: Industry.ENTERTAINMENT,
    risk: RiskLevel.HIGH,
    goal: 90000,
    raised: 27000,
    equity: 25,
    location: "Montreal, Canada",
    updates: [],
    likes: 4,
    inquiries: [],
  },
  {
    title: "Zero-waste meal kits",
    description:
      "Weekly meal kits with ingredients in compostable packaging, sourced from surplus produce that farms cannot sell to supermarkets.",
    industry: Industry.FOOD,
    risk: RiskLevel.MEDIUM,
    goal: 100000,
    raised: 12000,
    equity: 12,
    location: "Melbourne, Australia",
    updates: [["Farm partners", "Eight farms now sell us their surplus every week."]],
    likes: 2,
    inquiries: [],
  },
  {
    title: "Electric cargo bikes for couriers",
    description:
      "Leases electric cargo bikes with insurance and servicing to city couriers, paid per week from their delivery earnings.",
    industry: Industry.TRANSPORTATION,
    risk: RiskLevel.MEDIUM,
    goal: 175000,
    raised: 52500,
    equity: 11,
    location: "Amsterdam, Netherlands",
    updates: [],
    likes: 3,
    inquiries: ["Our delivery company runs 40 riders; we would lease ten bikes to start."],
  },
];

/** Seeds the demo ideas once, by demo members, with updates, likes and inquiries from others. */
export async function seedIdeas(db: DataSource, config: Config, memberIds: string[]) {
  const n = memberIds.length;
  if (n < 6) return;
  const [{ count }]: { count: number }[] = await db.query(
    `SELECT count(*)::int AS count FROM business_ideas WHERE author_id = ANY($1)`,
    [memberIds],
  );
  if (count > 0) return;
  const services = {
    db,
    pubSub: silentPubSub,
    storage: createStorage(config, createLogger("warn", false)),
    registry: createRegistry(modules),
  };
  for (const [i, demo] of ideas.entries()) {
    const founderId = memberIds[i % n];
    const founder = seedViewer(founderId);
    const idea = await submitBusinessIdea(services, founder, {
      title: demo.title,
      description: demo.description,
      fundingGoal: demo.goal,
      industry: demo.industry,
      equityOffered: demo.equity,
      risk: demo.risk,
      location: demo.location,
      website: demo.website ?? null,
      image: i % 2 === 0 ? Promise.resolve(asUpload(await cover(i + 60), "idea.jpg")) : null,
    });
    if (demo.raised > 0)
      await updateBusinessIdea(services, founder, idea.id, {
        currentFunding: demo.raised,
        status: demo.raised >= demo.goal ? BusinessIdeaStatus.FUNDED : null,
      });
    const others = memberIds.filter((id) => id !== founderId);
    for (const userId of others.slice(0, demo.likes))
      await toggleReaction(services, seedViewer(userId), {
        contentType: "business_idea",
        contentId: idea.id,
        reactionType: ReactionType.LIKE,
      });
    for (const [k, message] of demo.inquiries.entries())
      await contactFounder(services, seedViewer(others[(k + 2) % others.length]), {
        ideaId: idea.id,
        message,
      });
    for (const [title, content] of demo.updates)
      await addBusinessUpdate(services, founder, { businessIdeaId: idea.id, title, content });
  }
  console.log(`Created ${ideas.length} demo business ideas with updates, likes and inquiries.`);
}
