import { emit } from "../../kernel/events";
import type { EntityManager } from "typeorm";
import { escapeLike } from "../../db/like";
import { inTransaction, type AfterCommit } from "../../db/transaction";
import type { Context, Services } from "../../kernel/context";
import { DomainError, ErrorCode, ForbiddenError } from "../../graphql/errors";
import { asEntities, entityColumns, keysetPage, type PageArgs } from "../../graphql/pagination";
import { parseInput } from "../../graphql/validation";
import type { Viewer } from "../../kernel/viewer";
import { Group, GroupMember, GroupRole } from "./group.entity";
import type { CreateGroupInput, UpdateGroupInput } from "./groups.inputs";
import { groupDetailsSchema, groupUpdateSchema } from "./rules";
import { can } from "./groups.policy";

export const GROUP_ERRORS = {
  notFoundTitle: "Group not found",
  notFound: "The group you are looking for does not exist.",
  membersOnly: "Join the group to see and create posts.",
  signIn: "You must be logged in to do this.",
  adminsOnly: "Only the group's admins can do this.",
};

/** What group actions need of the process's services (the seed passes its own). */
export type GroupServices = Pick<Services, "db" | "pubSub" | "storage" | "registry">;
type Db = Pick<Services, "db">;

/** No such group (or a malformed id): 'Group not found - The group you are looking for does not exist.' */
export const groupNotFound = () =>
  new DomainError(ErrorCode.NOT_FOUND, GROUP_ERRORS.notFound, {
    title: GROUP_ERRORS.notFoundTitle,
  });

/**
 * The group, or NOT_FOUND. With `lock`, its row is held FOR UPDATE until the transaction ends: every change
 * of membership takes it, so two of them never both see the last admin.
 */
export async function requireGroup(db: EntityManager, id: string, lock = false): Promise<Group> {
  const group = await db
    .getRepository(Group)
    .findOne({ where: { id }, ...(lock ? { lock: { mode: "pessimistic_write" as const } } : {}) });
  if (!group) throw groupNotFound();
  return group;
}

/** A member's role in a group, or null when they are not in it. */
export async function roleIn(db: EntityManager, groupId: string, userId: string | undefined) {
  if (!userId) return null;
  const member = await db.getRepository(GroupMember).findOneBy({ groupId, userId });
  return member?.role ?? null;
}

/**
 * The group, if the viewer may read its posts, comments and members: NOT_FOUND or FORBIDDEN ('Join the
 * group to see and create posts.') otherwise. Read through the request's loaders, which the group's own
 * fields share.
 */
export async function readableGroup(
  ctx: Pick<Context, "loaders">,
  viewer: Viewer | null,
  groupId: string,
): Promise<Group> {
  const group: Group | null = await ctx.loaders.groupById.load(groupId);
  if (!group) throw groupNotFound();
  const { role } = await ctx.loaders.viewerGroupRelation.load(groupId);
  if (!can(viewer, "read", { isPrivate: group.isPrivate, viewerRole: role }))
    throw new ForbiddenError(GROUP_ERRORS.membersOnly);
  return group;
}

/** Throws FORBIDDEN unless the viewer is one of the group's admins. */
export async function requireAdmin(db: EntityManager, viewer: Viewer, groupId: string) {
  const viewerRole = await roleIn(db, groupId, viewer.id);
  if (!can(viewer, "administer", { viewerRole })) throw new ForbiddenError(GROUP_ERRORS.adminsOnly);
}

/** A public group's `group` feed item (a private group has none: its card is public, but not news). */
function groupFeedItem(
  tx: EntityManager,
  afterCommit: AfterCommit,
  services: GroupServices,
  group: Group,
) {
  return emit({ tx, afterCommit, services }, "ContentPublished", {
    type: "group",
    userId: group.createdBy!,
    contentId: group.id,
    title: group.name,
    description: group.description,
    imageUrl: group.coverImageUrl,
  });
}

/**
 * Creates a group: the optional cover through the upload pipeline (the article/group image rules), the
 * group, its creator as its admin and, for a public group, its feed item, all in one transaction.
 */
export async function createGroup(
  services: GroupServices,
  member: Viewer,
  input: CreateGroupInput,
): Promise<Group> {
  const { name, description } = parseInput(groupDetailsSchema, input);
  return inTransaction(services.db, async (tx, afterCommit) => {
    const cover = input.cover
      ? await services.storage.storeImage(tx, member.id, "group", input.cover)
      : null;
    const group = await tx.getRepository(Group).save({
      name,
      description,
      isPrivate: input.isPrivate ?? false,
      coverImageUrl: cover?.url ?? null,
      coverThumbnailUrl: cover?.thumbnailUrl ?? null,
      createdBy: member.id,
    });
    await tx
      .getRepository(GroupMember)
      .insert({ groupId: group.id, userId: member.id, role: GroupRole.ADMIN });
    if (!group.isPrivate) await groupFeedItem(tx, afterCommit, services, group);
    return group;
  });
}

/**
 * Changes a group's details (admins); what is left out stays. A new cover replaces the old one, and
 * `removeCover` takes it away; either way the old file is discarded after the commit. A group going private leaves the feed: its
 * group, post and share items are removed, as its posts are now for members only.
 */
export async function updateGroup(
  services: GroupServices,
  viewer: Viewer,
  id: string,
  input: UpdateGroupInput,
): Promise<Group> {
  const parsed = parseInput(groupUpdateSchema, {
    name: input.name ?? undefined,
    description: input.description ?? undefined,
  });
  const details = Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined));
  const { group, oldCover } = await inTransaction(services.db, async (tx) => {
    const group = await requireGroup(tx, id, true);
    await requireAdmin(tx, viewer, id);
    const replaced = Boolean(input.cover) || (input.removeCover === true && group.coverImageUrl);
    const oldCover = replaced
      ? { ownerId: group.createdBy ?? viewer.id, url: group.coverImageUrl }
      : null;
    if (input.cover) {
      const cover = await services.storage.storeImage(tx, viewer.id, "group", input.cover);
      group.coverImageUrl = cover.url;
      group.coverThumbnailUrl = cover.thumbnailUrl;
    } else if (input.removeCover === true) {
      group.coverImageUrl = null;
      group.coverThumbnailUrl = null;
    }
    const goesPrivate = input.isPrivate === true && !group.isPrivate;
    Object.assign(group, details, input.isPrivate == null ? {} : { isPrivate: input.isPrivate });
    await tx.getRepository(Group).save(group);
    if (goesPrivate)
      await tx.query(
        `DELETE FROM feed_items f
          WHERE (f.type = 'group' AND f.content_id = $1)
             OR (f.type IN ('group_post', 'shared_post')
                 AND f.content_id IN (SELECT id FROM group_posts WHERE group_id = $1))`,
        [id],
      );
    return { group, oldCover };
  });
  if (oldCover) await services.storage.discard(services.db, oldCover.ownerId, oldCover.url);
  return group;
}

/**
 * Deletes a group (its admins, or a super admin). Members, requests, invitations, posts and shares go with
 * it by foreign key; the posts' comments, reactions and feed items by their triggers (GroupsComments
 * migration). Its images are discarded afterwards.
 */
export async function deleteGroup(services: GroupServices, viewer: Viewer, id: string) {
  const { db } = services;
  const images = await db.transaction(async (tx) => {
    const group = await requireGroup(tx, id, true);
    const viewerRole = await roleIn(tx, id, viewer.id);
    if (!can(viewer, "delete", { viewerRole })) throw new ForbiddenError(GROUP_ERRORS.adminsOnly);
    const posts: { author_id: string; image_url: string | null }[] = await tx.query(
      `SELECT author_id, image_url FROM group_posts WHERE group_id = $1 AND image_url IS NOT NULL`,
      [id],
    );
    await tx.getRepository(Group).delete({ id });
    return [
      ...(group.createdBy ? [{ ownerId: group.createdBy, url: group.coverImageUrl }] : []),
      ...posts.map((p) => ({ ownerId: p.author_id, url: p.image_url })),
    ];
  });
  for (const image of images) await services.storage.discard(db, image.ownerId, image.url);
  return true;
}

/** A group by id, for anyone (its card and About are public); null when there is none. */
export function findGroup({ db }: Db, id: string) {
  return db.getRepository(Group).findOneBy({ id });
}

/**
 * Groups, newest first: a case-insensitive search over name and description; `mine`, the viewer's groups
 * (none for a visitor); `memberId`, the groups a member (not banned) belongs to that the viewer may see
 * them in: a private group's members are for its members and super admins (the policy's `read`), so its
 * membership shows only to them.
 */
export function listGroups(
  { db }: Db,
  viewer: Viewer | null,
  input: PageArgs & { search?: string | null; mine?: boolean | null; memberId?: string | null },
) {
  const search = input.search?.trim() ? `%${escapeLike(input.search.trim())}%` : null;
  return keysetPage(
    db,
    {
      select: entityColumns(db, Group, "g"),
      from: "groups g",
      where: `($1::text IS NULL OR g.name ILIKE $1 OR g.description ILIKE $1)
              AND (NOT $2 OR EXISTS (SELECT 1 FROM group_members m
                                      WHERE m.group_id = g.id AND m.user_id = $3))
              AND ($4::uuid IS NULL OR (
                    EXISTS (SELECT 1 FROM group_members m
                              JOIN profiles p ON p.id = m.user_id AND NOT p.is_banned
                             WHERE m.group_id = g.id AND m.user_id = $4)
                    AND (NOT g.is_private OR $5
                         OR EXISTS (SELECT 1 FROM group_members m
                                     WHERE m.group_id = g.id AND m.user_id = $3))))`,
      params: [
        search,
        !!input.mine,
        viewer?.id ?? null,
        input.memberId ?? null,
        viewer?.isSuperAdmin ?? false,
      ],
      alias: "g",
    },
    input,
    asEntities(Group),
  );
}
