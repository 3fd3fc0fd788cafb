import type { EntityManager } from "typeorm";
import type { AfterCommit } from "../db/transaction";
import type { Services } from "./context";
import type {
  AuditActionValue,
  CommentableKind,
  FeedItemTypeValue,
  ModerationTargetValue,
  NotificationTypeValue,
} from "./kinds";

/**
 * A kind of text members write, as TextSaved names it: a commentable kind's stored value (an article, a
 * group post…), a comment (replies included) or a message.
 */
export type TextKind = CommentableKind | "comment" | "message";

/**
 * Domain events: facts an area states inside its transaction, which other areas act on by subscribing in
 * their manifests (`on`). The area that writes an article says "content was published"; the feed, which
 * it never imports, writes the item. Subscribers run in the emitter's transaction, in the order of the
 * list of areas, so what they write commits or rolls back with the fact; what must wait for the commit
 * (a live event) they hand to `afterCommit`.
 *
 * The events areas share are named here. An area may add its own by declaration merging
 * (`declare module "../../kernel/events" { interface DomainEvents { ... } }`).
 */
export interface DomainEvents {
  /** Content went out that the feed shows: a new member, article, group, post, event, idea or page. */
  ContentPublished: {
    type: FeedItemTypeValue;
    /** The author. */
    userId: string;
    contentId?: string | null;
    title?: string | null;
    description?: string | null;
    imageUrl?: string | null;
  };
  /**
   * A member is due a notification. The area the action belongs to words it (its title and text, which
   * begins with the actor's name when there is an actor); the notifications area stores it as the
   * member's preferences say, folds repeats, skips members on either side of a block of the actor, tells
   * the member live and e-mails them.
   */
  NotificationDue: {
    userId: string;
    type: NotificationTypeValue;
    title: string;
    message: string;
    data?: Record<string, unknown>;
    /** The member whose action it tells of, when `data.senderId` does not name them. */
    actorId?: string;
    /** Where it opens in the app ('/events/…'), when `data.path` does not say. */
    path?: string;
    /**
     * What it is about, when actions of several members on it fold into one notification until it is
     * read ('Ana Lee and 4 others reacted to …'): the same key for the same target ('article:<id>').
     */
    groupKey?: string;
  };
  /**
   * A member saved a text (created or edited it; an article also when it is published): `text` is every
   * text field they wrote (title and body), read again in full after each edit. The mentions area finds
   * the mentions and tags in it. `parent` is the content a comment is on.
   */
  TextSaved: {
    contentType: TextKind;
    contentId: string;
    authorId: string;
    text: string;
    parent?: { contentType: CommentableKind; contentId: string };
  };
  /**
   * What a notification told of was undone (a reaction taken back): the member's unread notifications of
   * that type whose data holds `data` (a JSON containment) go; read ones stay, as history.
   */
  NotificationWithdrawn: {
    userId: string;
    type: NotificationTypeValue;
    data: Record<string, unknown>;
  };
  /** A member blocked another: what the blocked member's actions told the blocker goes. */
  MemberBlocked: { blockerId: string; blockedId: string };
  /**
   * A super admin banned a member (the audit entry is the admin area's): the member is flagged and every
   * session of theirs ends, sockets included once the ban commits. The accounts area answers how many
   * sessions ended.
   */
  MemberBanned: { userId: string };
  /** A super admin lifted a member's ban: they may sign in again. */
  MemberUnbanned: { userId: string };
  /** A member's account is about to be deleted, in this transaction: their sessions end first. */
  AccountDeleting: { userId: string };
  /** A super admin acted on a member's content (verified a page, pinned a post): the audit log keeps it. */
  AdminActed: {
    /** The super admin; null when the action came from no member (a command). */
    actorId: string | null;
    action: AuditActionValue;
    targetType: ModerationTargetValue;
    targetId: string;
    summary: string;
  };
}

export type EventName = keyof DomainEvents;

/**
 * Where a subscriber runs: the emitter's transaction, its after-commit queue, and the services every
 * emitter has at hand (the pub/sub for live events; the registry, to state facts of its own).
 */
export type EventScope = {
  tx: EntityManager;
  afterCommit: AfterCommit;
  services: Pick<Services, "pubSub" | "registry">;
};

/** An area's handler of one event; what it answers goes back to the emitter (the feed item it wrote). */
export type Subscriber<K extends EventName> = (
  event: DomainEvents[K],
  scope: EventScope,
) => unknown | Promise<unknown>;

/** The events an area subscribes to, in its manifest. */
export type Subscriptions = { [K in EventName]?: Subscriber<K> };

/**
 * States a fact in the emitter's transaction: every subscriber of the event runs now, in that
 * transaction. Answers what each subscriber answered, in their order.
 */
export function emit<K extends EventName>(
  scope: EventScope,
  name: K,
  event: DomainEvents[K],
): Promise<unknown[]> {
  return scope.services.registry.emit(scope, name, event);
}
