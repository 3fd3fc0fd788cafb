// Demo groups for `npm run seed`, made through the same services members use: public and private groups
// with covers, members who asked and were approved, pending requests and invitations, posts (some with
// images), comments and reactions. Skipped when demo members already run groups.
import type { DataSource } from "typeorm";
import type { Config } from "../server/config";
import { createLogger } from "../server/logger";
import { modules } from "../server/modules";
import { addComment } from "../server/modules/comments/comments.service";
import { createGroup } from "../server/modules/groups/groups.service";
import {
  decideJoinRequest,
  inviteToGroup,
  requestToJoin,
  setMemberRole,
} from "../server/modules/groups/membership.service";
import { GroupRole } from "../server/modules/groups/group.entity";
import { createGroupPost } from "../server/modules/groups/posts.service";
import { withMentionsAndTags } from "./seed-mentions";
import { ReactionType } from "../server/modules/reactions/reaction.entity";
import { toggleReaction } from "../server/modules/reactions/reactions.service";
import { createRegistry } from "../server/kernel/registry";
import { createStorage } from "../server/storage/storage";
import { asUpload, cover, seedViewer, silentPubSub } from "./seed-articles";

type DemoGroup = { name: string; description: string; isPrivate?: boolean; posts: string[] };

const groups: DemoGroup[] = [
  {
    name: "Climate Tech Founders",
    description:
      "Founders building in energy, carbon and circular materials: fundraising notes, pilots and hiring.",
    posts: [
      "We just closed a pilot with a regional grid operator. Happy to share how we structured the data-sharing agreement.",
      "Anyone applied to the EU Innovation Fund this round? Looking for a sanity check on our budget section.",
    ],
  },
  {
    name: "Seed Stage Investors",
    description:
      "Angels and seed funds comparing notes on deal flow, terms and portfolio support. Members only.",
    isPrivate: true,
    posts: [
      "Seeing more SAFEs with MFN clauses again. How are you all handling pro-rata in those?",
      "Sharing our diligence checklist for B2B SaaS at pre-seed. Comments welcome.",
    ],
  },
  {
    name: "Product Managers Guild",
    description:
      "Discovery, roadmaps, metrics and the craft of product management, from first PM to CPO.",
    posts: [
      "What is your favourite way to run a pre-mortem before a big launch?",
      "Our team replaced quarterly roadmaps with six-week bets. Three months in, here's what changed.",
      "Hiring tip: ask candidates to critique a feature they love. You learn more than from any case study.",
    ],
  },
  {
    name: "Remote Engineering Leaders",
    description: "Engineering managers and directors running distributed teams across time zones.",
    posts: [
      "How do you keep on-call fair when half the team is eight hours ahead?",
      "We moved design reviews to written RFCs with a 48-hour comment window. Meetings dropped by a third.",
    ],
  },
  {
    name: "Women in Fintech",
    description:
      "A supportive network for women building, investing in and working at financial technology companies.",
    posts: [
      "Mentorship circle sign-ups for next quarter are open. Reply here if you'd like to join as a mentor or mentee.",
      "Great panel yesterday on open banking in emerging markets. Notes in the thread.",
    ],
  },
  {
    name: "Bootstrapped SaaS",
    description:
      "Profitable without venture money: pricing, churn, support and the quiet joy of default alive.",
    posts: [
      "Raised prices 30% for new customers last month. Conversion barely moved. Should have done it a year ago.",
      "What do you use for dunning emails? Ours recover about 40% of failed payments.",
    ],
  },
  {
    name: "Design Systems Practitioners",
    description:
      "Tokens, components, documentation and governance for design systems at every scale.",
    posts: [
      "We finally versioned our tokens separately from components. Releases are so much calmer now.",
    ],
  },
  {
    name: "Board Members Roundtable",
    description:
      "Independent directors and board observers discussing governance, audits and founder relationships.",
    isPrivate: true,
    posts: [
      "How often do your boards meet without management present? We are moving to every meeting.",
    ],
  },
  {
    name: "Data Engineering Collective",
    description: "Pipelines, warehouses, streaming and the data contracts that hold them together.",
    posts: [
      "Postgres logical replication into our warehouse has been rock solid for a year. AMA.",
      "Data contracts: are you enforcing them in CI or only documenting them?",
    ],
  },
  {
    name: "Impact Investing Circle",
    description:
      "Investors and operators measuring and financing social and environmental outcomes.",
    posts: [
      "Sharing a simple impact scorecard we use for early-stage deals. Feedback appreciated.",
    ],
  },
  {
    name: "Hardware Startups",
    description:
      "From prototype to production: contract manufacturing, certification and supply chains.",
    posts: [
      "Our first production run had a 12% defect rate. Here's the checklist that brought it under 2%.",
      "Any recommendations for a CE certification consultant in Germany?",
    ],
  },
  {
    name: "Founders' Mental Health",
    description:
      "A confidential space for founders to talk about stress, burnout and keeping going. Be kind.",
    isPrivate: true,
    posts: ["Reminder: it's okay to take a real week off. The company will still be there."],
  },
];

const comments = [
  "Thanks for sharing this, really useful.",
  "We had the same experience. Happy to compare notes over a call.",
  "Could you say more about how you measured that?",
  "Bookmarking this for our next planning cycle.",
  "Great point. We learned this the hard way.",
];

/** Moves a row and its feed items back in time. */
async function backdate(db: DataSource, table: "groups" | "group_posts", id: string, at: Date) {
  await db.query(`UPDATE ${table} SET created_at = $2 WHERE id = $1`, [id, at]);
  await db.query(`UPDATE feed_items SET created_at = $2 WHERE content_id = $1`, [id, at]);
}

/**
 * Seeds the demo groups once, each run by one demo member: some members asked to join and were approved,
 * one request and one invitation stay pending, and posts get comments and reactions from members.
 */
export async function seedGroups(db: DataSource, config: Config, memberIds: string[]) {
  const n = memberIds.length;
  if (n < 6) return;
  const [{ count }]: { count: number }[] = await db.query(
    `SELECT count(*)::int AS count FROM groups WHERE created_by = ANY($1)`,
    [memberIds],
  );
  if (count > 0) return;
  const services = {
    db,
    pubSub: silentPubSub,
    storage: createStorage(config, createLogger("warn", false)),
    registry: createRegistry(modules),
  };
  const kinds = Object.values(ReactionType);
  const usernames: { id: string; username: string }[] = await db.query(
    `SELECT id, username::text FROM profiles WHERE id = ANY($1)`,
    [memberIds],
  );
  const usernameOf = new Map(usernames.map((u) => [u.id, u.username]));
  let posts = 0;
  for (const [i, demo] of groups.entries()) {
    const adminId = memberIds[i % n];
    const admin = seedViewer(adminId);
    const group = await createGroup(services, admin, {
      name: demo.name,
      description: demo.description,
      isPrivate: demo.isPrivate ?? false,
      cover: i % 2 === 0 ? Promise.resolve(asUpload(await cover(i + 20), "cover.jpg")) : null,
    });
    // Spread over the last weeks, newest last, so the directory and the feed read naturally.
    const createdAt = new Date(Date.now() - (groups.length - i) * 30 * 3600_000);
    await backdate(db, "groups", group.id, createdAt);
    const others = Array.from({ length: 2 + (i % 4) }, (_, k) => memberIds[(i + 1 + k) % n]);
    for (const memberId of others) {
      await requestToJoin(services, seedViewer(memberId), group.id);
      const [request]: { id: string }[] = await db.query(
        `SELECT id FROM group_join_requests WHERE group_id = $1 AND user_id = $2`,
        [group.id, memberId],
      );
      await decideJoinRequest(services, admin, request.id, true);
    }
    if (others.length > 2)
      await setMemberRole(services, admin, {
        groupId: group.id,
        userId: others[0],
        role: GroupRole.MODERATOR,
      });
    const outsiders = memberIds.filter((id) => id !== adminId && !others.includes(id));
    if (outsiders[0]) await requestToJoin(services, seedViewer(outsiders[0]), group.id);
    if (outsiders[1])
      await inviteToGroup(services, admin, {
        groupId: group.id,
        emailOrUsername: usernameOf.get(outsiders[1])!,
      });

    const authors = [adminId, ...others];
    for (const [p, content] of demo.posts.entries()) {
      const authorId = authors[p % authors.length];
      const image =
        (i + p) % 3 === 0 ? Promise.resolve(asUpload(await cover(i * 5 + p), "post.jpg")) : null;
      const post = await createGroupPost(services, seedViewer(authorId), {
        groupId: group.id,
        content: withMentionsAndTags(content, i * 7 + p),
        image,
      });
      posts++;
      await backdate(
        db,
        "group_posts",
        post.id,
        new Date(createdAt.getTime() + (p + 1) * 3 * 3600_000),
      );
      for (let c = 0; c < ((i + p) % 3) + 1; c++) {
        const commenter = authors[(p + c + 1) % authors.length];
        await addComment(services, seedViewer(commenter), {
          contentType: "group_post",
          contentId: post.id,
          content: comments[(i + p + c) % comments.length],
        });
      }
      for (let r = 1; r < authors.length; r++)
        await toggleReaction(services, seedViewer(authors[(p + r) % authors.length]), {
          contentType: "group_post",
          contentId: post.id,
          reactionType: kinds[(i + p + r) % kinds.length],
        });
    }
  }
  console.log(`Created ${groups.length} demo groups with ${posts} posts, comments and reactions.`);
}
