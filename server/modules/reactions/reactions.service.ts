import { emit } from "../../kernel/events";
import type { Services } from "../../kernel/context";
import type { Viewer } from "../../kernel/viewer";
import { inTransaction } from "../../db/transaction";
import { NotFoundError, UserInputError } from "../../graphql/errors";
import { displayName } from "../../lib/text";
import { isBlockedEither } from "../blocks";
import { Profile } from "../profiles";
import { ALLOWED_REACTIONS, Reaction, ReactionType } from "./reaction.entity";
import { ContentType } from "../../kernel/kinds";
import type { ToggleReactionInput } from "./reactions.types";

export const REACTION_LABELS: Record<ReactionType, string> = {
  [ReactionType.LIKE]: "Like",
  [ReactionType.DISLIKE]: "Dislike",
  [ReactionType.LOVE]: "Love",
  [ReactionType.LAUGH]: "Haha",
  [ReactionType.CRY]: "Sad",
};

export const REACTION_MESSAGES = {
  likeOnly: "This content can only be liked",
};

/**
 * Adds the viewer's reaction of that kind, or removes it if they already hold it. Toggles of the same member,
 * content and kind run one after another (an advisory lock), so concurrent presses alternate cleanly; the
 * unique constraint backs it. NOT_FOUND, whatever the kind, when the content is gone, the viewer may not see
 * it, or they and its owner blocked each other (either way). A new reaction notifies the content's owner,
 * unless the owner reacted (the notifications area folds the reactions to one content into one
 * notification); taking back the member's last reaction to it withdraws their part of it. Answers whether
 * the reaction is now held.
 */
export async function toggleReaction(
  services: Pick<Services, "db" | "pubSub" | "registry">,
  { id: viewerId }: Viewer,
  input: ToggleReactionInput,
): Promise<boolean> {
  const { contentType, contentId, reactionType } = input;
  if (!ALLOWED_REACTIONS[contentType].includes(reactionType))
    throw new UserInputError({ reactionType: REACTION_MESSAGES.likeOnly });
  const lookup = services.registry.reactables[contentType];
  const notFound = new NotFoundError(contentNoun(contentType));
  if (!lookup) throw notFound;

  return inTransaction(services.db, async (tx, afterCommit) => {
    const target = await lookup(tx, contentId, viewerId);
    if (!target) throw notFound;
    // Members on the two sides of a block don't see each other's content: as if it were not there.
    if (target.ownerId !== viewerId && (await isBlockedEither(tx, viewerId, target.ownerId)))
      throw notFound;
    await tx.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [
      `reaction:${viewerId}:${contentType}:${contentId}:${reactionType}`,
    ]);
    const key = { userId: viewerId, contentType, contentId, reactionType };
    const removed = await tx.getRepository(Reaction).delete(key);
    if (removed.affected) {
      // Once the member holds no reaction to it, their unread notice goes (or they leave a grouped one).
      if (
        target.ownerId !== viewerId &&
        !(await tx.getRepository(Reaction).existsBy({ userId: viewerId, contentType, contentId }))
      )
        await emit({ tx, afterCommit, services }, "NotificationWithdrawn", {
          userId: target.ownerId,
          type: "reaction",
          data: { senderId: viewerId, contentType, contentId },
        });
      return false;
    }
    await tx.getRepository(Reaction).insert(key);
    if (target.ownerId !== viewerId) {
      const actor = await tx.getRepository(Profile).findOneBy({ id: viewerId });
      await emit({ tx, afterCommit, services }, "NotificationDue", {
        userId: target.ownerId,
        type: "reaction",
        title: "New Reaction",
        message: `${displayName(actor)} reacted with ${REACTION_LABELS[reactionType]} to your ${target.noun} "${target.title}"`,
        data: { senderId: viewerId, contentType, contentId, reactionType, path: target.path },
        groupKey: `${contentType}:${contentId}`,
      });
    }
    return true;
  });
}

function contentNoun(type: ContentType) {
  return {
    ["article"]: "Article",
    ["group_post"]: "Post",
    ["business_idea"]: "Business idea",
    ["forum_post"]: "Forum post",
    ["page_post"]: "Post",
  }[type];
}
