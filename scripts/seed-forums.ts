// Demo forum posts for `npm run seed`, made through the same services members use: posts in every
// category, replies and likes from other members, one pinned and one locked by the super admin. Skipped
// when demo members have written forum posts already.
import type { DataSource } from "typeorm";
import { modules } from "../server/modules";
import { addComment } from "../server/modules/comments/comments.service";
import { ForumCategory } from "../server/modules/forums/forum.entity";
import { createForumPost, setForumPostFlag } from "../server/modules/forums/forums.service";
import { withMentionsAndTags } from "./seed-mentions";
import { ReactionType } from "../server/modules/reactions/reaction.entity";
import { toggleReaction } from "../server/modules/reactions/reactions.service";
import { createRegistry } from "../server/kernel/registry";
import { seedViewer, silentPubSub } from "./seed-articles";

type DemoPost = {
  title: string;
  content: string;
  category: ForumCategory;
  pinned?: boolean;
  locked?: boolean;
  replies: string[];
};

const posts: DemoPost[] = [
  {
    title: "Welcome to the Agora forums: read this first",
    content:
      "Hi everyone! This is the place for questions, answers and longer conversations.\n\n- Pick the category that fits best\n- Search before posting: someone may have asked already\n- Be kind and specific\n\nHappy discussing!",
    category: ForumCategory.GENERAL_DISCUSSION,
    pinned: true,
    replies: [
      "Thanks for setting this up!",
      "Great to be here. Looking forward to the discussions.",
    ],
  },
  {
    title: "How do you structure your week as a founder?",
    content:
      "I keep ending up in reactive mode by Wednesday. Do you block time for deep work, sales and hiring, or let the week shape itself? Curious what works for **you**.",
    category: ForumCategory.BUSINESS,
    replies: [
      "Mondays for planning and hiring, Tuesday to Thursday for customers, Friday for deep work.",
      "I batch all meetings into afternoons. Mornings are sacred.",
      "A weekly review on Friday changed everything for me.",
    ],
  },
  {
    title: "Postgres vs. a managed document store for an early-stage SaaS?",
    content:
      "We're a team of three starting a B2B product. Is it worth starting with Postgres from day one, or is a document store faster to iterate with? What would you choose today?",
    category: ForumCategory.TECHNOLOGY,
    replies: [
      "Postgres. JSONB gives you the flexibility when you need it, and you keep transactions.",
      "We migrated off a document store after a year. Start relational if your data is relational.",
    ],
  },
  {
    title: "Best practices for remote onboarding of engineers",
    content:
      "We're hiring our first five remote engineers. What does a great first two weeks look like? Buddy system, starter tasks, documentation?",
    category: ForumCategory.TECHNOLOGY,
    replies: ["A buddy plus a real (small) production change in week one works wonders."],
  },
  {
    title: "How do I change my profile picture?",
    content:
      "I uploaded a photo at sign-up but want to change it. Where is the setting? Thanks in advance.",
    category: ForumCategory.HELP_SUPPORT,
    locked: true,
    replies: [
      "Open your profile and press the camera button on your avatar.",
      "Answered above, so this thread is now locked. Thanks all!",
    ],
  },
  {
    title: "Pricing a B2B product for the first time",
    content:
      "Per seat, usage-based or flat tiers? We have ten design partners and need to put a price on the page next month.",
    category: ForumCategory.BUSINESS,
    replies: [],
  },
  {
    title: "What are you reading this month?",
    content:
      "Share the books, essays or newsletters that shaped your thinking lately. I'll start: *The Mom Test* for customer interviews.",
    category: ForumCategory.GENERAL_DISCUSSION,
    replies: ["High Output Management, again.", "Working in Public by Nadia Eghbal."],
  },
  {
    title: "Notifications not arriving on my second browser tab",
    content:
      "When I have two tabs open, only one of them shows new notifications right away. Is that expected?",
    category: ForumCategory.HELP_SUPPORT,
    replies: ["Both tabs should update live. Could you try reloading the second one?"],
  },
];

/** Moves a post and its feed item back in time. */
async function backdate(db: DataSource, id: string, at: Date) {
  await db.query(`UPDATE forum_posts SET created_at = $2, updated_at = $2 WHERE id = $1`, [id, at]);
  await db.query(`UPDATE feed_items SET created_at = $2 WHERE content_id = $1`, [id, at]);
}

/**
 * Seeds the demo forum posts once, written by demo members: others reply and like; the super admin (the
 * first demo member who is one) pins the welcome post and locks an answered question.
 */
export async function seedForums(db: DataSource, memberIds: string[]) {
  const n = memberIds.length;
  if (n < 4) return;
  const [{ count }]: { count: number }[] = await db.query(
    `SELECT count(*)::int AS count FROM forum_posts WHERE author_id = ANY($1)`,
    [memberIds],
  );
  if (count > 0) return;
  const services = { db, pubSub: silentPubSub, registry: createRegistry(modules) };
  const [admin]: { id: string }[] = await db.query(
    `SELECT id FROM profiles WHERE id = ANY($1) AND is_super_admin ORDER BY id LIMIT 1`,
    [memberIds],
  );
  for (const [i, demo] of posts.entries()) {
    const authorId = demo.pinned && admin ? admin.id : memberIds[(i + 1) % n];
    const post = await createForumPost(services, seedViewer(authorId), {
      ...demo,
      content: withMentionsAndTags(demo.content, i + 1),
    });
    // Spread over the last days, in list order (the newest last).
    await backdate(db, post.id, new Date(Date.now() - (posts.length - i) * 9 * 3600_000));
    for (const [r, content] of demo.replies.entries()) {
      const replier = memberIds[(i + r + 2) % n];
      await addComment(services, seedViewer(replier), {
        contentType: "forum_post",
        contentId: post.id,
        content,
      });
    }
    for (let l = 0; l < (i % 4) + 1; l++)
      await toggleReaction(services, seedViewer(memberIds[(i + l + 3) % n]), {
        contentType: "forum_post",
        contentId: post.id,
        reactionType: ReactionType.LIKE,
      });
    if (demo.pinned) await setForumPostFlag(services, null, post.id, "isPinned", true);
    if (demo.locked) await setForumPostFlag(services, null, post.id, "isLocked", true);
    await db.query(`UPDATE forum_posts SET view_count = $2 WHERE id = $1`, [
      post.id,
      12 + ((i * 37) % 90),
    ]);
  }
  console.log(`Created ${posts.length} demo forum posts with replies and likes.`);
}
