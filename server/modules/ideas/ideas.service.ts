import { emit } from "../../kernel/events";
import type { EntityManager } from "typeorm";
import { inTransaction } from "../../db/transaction";
import type { Services } from "../../kernel/context";
import { DomainError, ErrorCode, ForbiddenError, UserInputError } from "../../graphql/errors";
import { isUuid } from "../../graphql/ids";
import {
  asEntities,
  entityColumns,
  keysetPage,
  pageSize,
  withLazyTotal,
  type ConnectionShape,
  type PageArgs,
} from "../../graphql/pagination";
import { parseInput } from "../../graphql/validation";
import { blockedEither } from "../blocks";
import type { Viewer } from "../../kernel/viewer";
import { MessageType } from "../messages";
import { sendMessage } from "../messages";

import type { Reactable } from "../../kernel/reactable";
import {
  BusinessIdea,
  BusinessIdeaStatus,
  BusinessUpdate,
  Industry,
  MediaType,
  RiskLevel,
} from "./idea.entity";
import {
  BusinessIdeaSort,
  type AddBusinessUpdateInput,
  type SubmitBusinessIdeaInput,
  type UpdateBusinessIdeaInput,
} from "./ideas.inputs";
import { storeMedia } from "./ideas.media";
import { can } from "./ideas.policy";
import {
  IDEA_MESSAGES,
  businessUpdateSchema,
  contactSchema,
  ideaListSchema,
  ideaSchema,
  ideaUpdateSchema,
} from "./rules";

/** What idea actions need of the process's services (the seed passes its own). */
export type IdeaServices = Pick<Services, "db" | "pubSub" | "storage" | "registry">;
type Db = Pick<Services, "db">;

/** Where an idea (and each of its updates) opens. */
export const ideaPath = (id: string) => `/investing/${id}`;

export const ideaNotFound = () => new DomainError(ErrorCode.NOT_FOUND, IDEA_MESSAGES.notFound);

/** Ideas whose founder is banned are left out; ideas whose founder is gone stay. */
const LISTED =
  "business_ideas bi LEFT JOIN profiles p ON p.id = bi.author_id WHERE p.is_banned IS NOT TRUE";

/** GraphQL's enum values (lower-case) as the shared rules name them, and back. */
const upper = (value: string | null | undefined) => (value ? value.toUpperCase() : value);
const industryOf = (key: string) => Industry[key as keyof typeof Industry];
const riskOf = (key: string) => RiskLevel[key as keyof typeof RiskLevel];

async function requireIdea(tx: EntityManager, id: string): Promise<BusinessIdea> {
  const idea = await tx
    .getRepository(BusinessIdea)
    .findOne({ where: { id }, lock: { mode: "pessimistic_write" } });
  if (!idea) throw ideaNotFound();
  return idea;
}

/** Editing the idea and posting updates: its founder (spec §6, not super admins). */
function requireFounder(viewer: Viewer, idea: BusinessIdea) {
  if (!can(viewer, "edit", idea)) throw new ForbiddenError(IDEA_MESSAGES.ownerOnly);
}

/**
 * Submits an idea: the details as the shared rules read them, the optional image and video checked by their
 * bytes, and a `business_idea` feed item, in one transaction.
 */
export async function submitBusinessIdea(
  services: IdeaServices,
  viewer: Viewer,
  input: SubmitBusinessIdeaInput,
): Promise<BusinessIdea> {
  const details = parseInput(ideaSchema, {
    ...input,
    industry: upper(input.industry) ?? undefined,
    risk: upper(input.risk),
    image: undefined,
    video: undefined,
  });
  return inTransaction(services.db, async (tx, afterCommit) => {
    const image = input.image
      ? await storeMedia(services, tx, viewer.id, input.image, MediaType.IMAGE)
      : null;
    const video = input.video
      ? await storeMedia(services, tx, viewer.id, input.video, MediaType.VIDEO)
      : null;
    const idea = await tx.getRepository(BusinessIdea).save({
      ...details,
      industry: industryOf(details.industry),
      risk: riskOf(details.risk),
      imageUrl: image?.url ?? null,
      imageThumbnailUrl: image?.thumbnailUrl ?? null,
      videoUrl: video?.url ?? null,
      authorId: viewer.id,
    });
    await emit({ tx, afterCommit, services }, "ContentPublished", {
      type: "business_idea",
      userId: viewer.id,
      contentId: idea.id,
      title: idea.title,
      description: idea.description,
      imageUrl: idea.imageThumbnailUrl ?? idea.imageUrl,
    });
    return idea;
  });
}

/** Changes an idea (its founder): what is left out stays; new media replace the old. */
export async function updateBusinessIdea(
  services: IdeaServices,
  viewer: Viewer,
  id: string,
  input: UpdateBusinessIdeaInput,
): Promise<BusinessIdea> {
  const dropped: (string | null)[] = [];
  const idea = await inTransaction(services.db, async (tx) => {
    const idea = await requireIdea(tx, id);
    requireFounder(viewer, idea);
    const given = <T>(value: T | null | undefined) => (value === null ? undefined : value);
    const changes = parseInput(ideaUpdateSchema, {
      title: given(input.title),
      description: given(input.description),
      fundingGoal: given(input.fundingGoal),
      currentFunding: given(input.currentFunding),
      industry: given(upper(input.industry)),
      equityOffered: input.equityOffered,
      risk: given(upper(input.risk)),
      location: input.location,
      website: input.website,
      pitchDeckUrl: input.pitchDeckUrl,
    });
    const next: Partial<BusinessIdea> = Object.fromEntries(
      Object.entries(changes).filter(([, value]) => value !== undefined),
    );
    if (changes.industry) next.industry = industryOf(changes.industry);
    if (changes.risk) next.risk = riskOf(changes.risk);
    if (input.status) next.status = input.status;
    if (input.image) {
      const image = await storeMedia(services, tx, viewer.id, input.image, MediaType.IMAGE);
      dropped.push(idea.imageUrl);
      next.imageUrl = image.url;
      next.imageThumbnailUrl = image.thumbnailUrl;
    }
    if (input.video) {
      const video = await storeMedia(services, tx, viewer.id, input.video, MediaType.VIDEO);
      dropped.push(idea.videoUrl);
      next.videoUrl = video.url;
    }
    return tx.getRepository(BusinessIdea).save(Object.assign(idea, next));
  });
  for (const url of dropped) await services.storage.discard(services.db, viewer.id, url);
  return idea;
}

/** Deletes an idea (its founder or a super admin); its updates, feed items and reactions go with it. */
export async function deleteBusinessIdea(services: IdeaServices, viewer: Viewer, id: string) {
  const idea = await inTransaction(services.db, async (tx) => {
    const idea = await requireIdea(tx, id);
    if (!can(viewer, "delete", idea)) throw new ForbiddenError(IDEA_MESSAGES.ownerOnly);
    await tx.getRepository(BusinessIdea).delete({ id });
    return idea;
  });
  if (idea.authorId)
    for (const url of [idea.imageUrl, idea.videoUrl])
      await services.storage.discard(services.db, idea.authorId, url);
  return true;
}

/** Members to tell of a new update: those who liked the idea or sent its founder an inquiry about it. */
async function followersOf(tx: EntityManager, idea: BusinessIdea): Promise<string[]> {
  const rows: { user_id: string }[] = await tx.query(
    `SELECT user_id FROM reactions
      WHERE content_type = 'business_idea' AND content_id = $1
     UNION
     SELECT sender_id FROM messages
      WHERE business_idea_id = $1 AND message_type = 'business_inquiry'`,
    [idea.id],
  );
  return rows.map((r) => r.user_id).filter((userId) => userId !== idea.authorId);
}

/**
 * The founder posts an update (optional image or video): a `business_update` feed item, and a
 * business_update notification to everyone who liked or asked about the idea.
 */
export async function addBusinessUpdate(
  services: IdeaServices,
  viewer: Viewer,
  input: AddBusinessUpdateInput,
): Promise<BusinessUpdate> {
  const text = parseInput(businessUpdateSchema, { title: input.title, content: input.content });
  return inTransaction(services.db, async (tx, afterCommit) => {
    const idea = await requireIdea(tx, input.businessIdeaId);
    requireFounder(viewer, idea);
    const media = input.media ? await storeMedia(services, tx, viewer.id, input.media) : null;
    const update = await tx.getRepository(BusinessUpdate).save({
      businessIdeaId: idea.id,
      ...text,
      mediaUrl: media?.url ?? null,
      mediaType: media?.type ?? null,
    });
    await emit({ tx, afterCommit, services }, "ContentPublished", {
      type: "business_update",
      userId: viewer.id,
      contentId: update.id,
      title: `${idea.title}: ${update.title}`,
      description: update.content,
      imageUrl: media?.type === MediaType.IMAGE ? (media.thumbnailUrl ?? media.url) : null,
    });
    for (const userId of await followersOf(tx, idea))
      await emit({ tx, afterCommit, services }, "NotificationDue", {
        userId,
        type: "business_update",
        title: "New business update",
        message: `"${idea.title}" posted an update: ${update.title}`,
        data: { businessIdeaId: idea.id, updateId: update.id },
        path: `/investing/${idea.id}`,
        actorId: viewer.id,
      });
    return update;
  });
}

/**
 * Contact Founder: a business inquiry to the idea's founder through the messages' own send, so it is
 * delivered and notified like any message. Not about one's own idea.
 */
export async function contactFounder(
  services: Pick<Services, "db" | "pubSub" | "registry">,
  viewer: Viewer,
  input: { ideaId: string; message: string },
) {
  const { message } = parseInput(contactSchema, { message: input.message });
  const idea = await services.db.getRepository(BusinessIdea).findOneBy({ id: input.ideaId });
  if (!idea) throw ideaNotFound();
  if (!idea.authorId) throw new DomainError(ErrorCode.NOT_FOUND, IDEA_MESSAGES.noFounder);
  if (!can(viewer, "contact", idea)) throw new ForbiddenError(IDEA_MESSAGES.ownIdea);
  return sendMessage(services, viewer, {
    receiverId: idea.authorId,
    content: message,
    messageType: MessageType.BUSINESS_INQUIRY,
    businessIdeaId: idea.id,
  });
}

/** An idea by id, or null (its founder banned: null too). */
export async function findIdea({ db }: Db, id: string): Promise<BusinessIdea | null> {
  const rows = await db.query(
    `SELECT ${entityColumns(db, BusinessIdea, "bi")} FROM ${LISTED} AND bi.id = $1`,
    [id],
  );
  return asEntities(BusinessIdea)(rows)[0] ?? null;
}

/**
 * Whether an idea has its funding: its founder marked it so, or what is raised reached the goal. As SQL
 * (alias `bi`) and for a loaded idea; the list's CLOSEST_TO_GOAL order and `BusinessIdea.status` read it.
 */
const FUNDED_SQL = `(bi.status = 'funded' OR bi.current_funding >= bi.funding_goal)`;
export const isFunded = (idea: Pick<BusinessIdea, "status" | "currentFunding" | "fundingGoal">) =>
  idea.status === BusinessIdeaStatus.FUNDED || idea.currentFunding >= idea.fundingGoal;

type ListFilter = { from: string; where: string; params: unknown[] };

/** A sort's keys before (created_at, id), both newest first: SQL of alias `bi`, each with its order. */
type SortKey = { sql: string; type: "boolean" | "bigint" | "numeric"; descending: boolean };
const SORT_KEYS: Record<Exclude<BusinessIdeaSort, BusinessIdeaSort.NEWEST>, SortKey[]> = {
  [BusinessIdeaSort.MOST_FUNDED]: [{ sql: "bi.current_funding", type: "bigint", descending: true }],
  // Ideas still raising first (false before true), the largest share of the goal first. The share is the
  // one numeric expression both the order and the cursor's comparison read, so they always agree.
  [BusinessIdeaSort.CLOSEST_TO_GOAL]: [
    { sql: FUNDED_SQL, type: "boolean", descending: false },
    { sql: "(bi.current_funding::numeric / bi.funding_goal)", type: "numeric", descending: true },
  ],
};
const SORT_TAGS = { [BusinessIdeaSort.MOST_FUNDED]: "f", [BusinessIdeaSort.CLOSEST_TO_GOAL]: "g" };
const KEY_TEXT = {
  boolean: /^(true|false)$/,
  bigint: /^-?\d{1,19}$/,
  numeric: /^-?\d{1,20}(\.\d{1,60})?$/,
};
/** A cursor's time as the cursors of the newest-first lists write it (graphql/pagination.ts). */
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

type SortCursor = { keys: string[]; createdAt: Date; id: string };

const encodeSortCursor = (sort: keyof typeof SORT_TAGS, cursor: SortCursor) =>
  Buffer.from(
    [SORT_TAGS[sort], ...cursor.keys, cursor.createdAt.toISOString(), cursor.id].join("|"),
  ).toString("base64url");

/** A sorted list's cursor, checked here so that a malformed one (or another sort's) is bad input. */
function decodeSortCursor(sort: keyof typeof SORT_TAGS, value: string): SortCursor {
  const keys = SORT_KEYS[sort];
  const parts = Buffer.from(value, "base64url").toString().split("|");
  const [tag, ...rest] = parts;
  const id = rest.pop() ?? "";
  const iso = rest.pop() ?? "";
  const createdAt = new Date(iso);
  const valid =
    tag === SORT_TAGS[sort] &&
    rest.length === keys.length &&
    rest.every((text, i) => KEY_TEXT[keys[i].type].test(text)) &&
    isUuid(id) &&
    CURSOR_TIME.test(iso) &&
    !Number.isNaN(createdAt.getTime()) &&
    createdAt.toISOString() === iso;
  if (!valid) throw new UserInputError({ after: "Invalid cursor" });
  return { keys: rest, createdAt, id };
}

/**
 * A page of ideas by MOST_FUNDED or CLOSEST_TO_GOAL: keyset on the sort's keys, then (created_at, id)
 * newest first, so that paging neither repeats nor skips an idea. The cursor carries each key's value as
 * the database wrote it.
 */
async function sortedIdeas(
  db: Db["db"],
  filter: ListFilter,
  sort: keyof typeof SORT_KEYS,
  args: PageArgs,
): Promise<ConnectionShape<BusinessIdea>> {
  const keys = SORT_KEYS[sort];
  const size = pageSize(args.first);
  const cursor = args.after ? decodeSortCursor(sort, args.after) : null;
  const n = filter.params.length;
  const param = (i: number) => `$${n + i + 1}`;
  // Later than the cursor: beyond it on the first key, or level there and beyond it on the next...
  const after = (i: number): string =>
    i === keys.length
      ? `(bi.created_at, bi.id) < (${param(i)}::timestamptz, ${param(i + 1)}::uuid)`
      : `(${keys[i].sql} ${keys[i].descending ? "<" : ">"} ${param(i)}::${keys[i].type}
          OR (${keys[i].sql} = ${param(i)}::${keys[i].type} AND ${after(i + 1)}))`;
  const order = keys.map((key) => `${key.sql} ${key.descending ? "DESC" : "ASC"}`);
  const rows: Record<string, unknown>[] = await db.query(
    `SELECT ${entityColumns(db, BusinessIdea, "bi")},
            ${keys.map((key, i) => `(${key.sql})::text AS "sortKey${i}"`).join(", ")}
       FROM ${filter.from}
      WHERE (${filter.where})${cursor ? ` AND ${after(0)}` : ""}
      ORDER BY ${order.join(", ")}, bi.created_at DESC, bi.id DESC
      LIMIT ${size + 1}`,
    cursor ? [...filter.params, ...cursor.keys, cursor.createdAt, cursor.id] : filter.params,
  );
  const page = rows.slice(0, size);
  const edges = page.map((row) => {
    const values = keys.map((_, i) => String(row[`sortKey${i}`]));
    const fields = Object.fromEntries(
      Object.entries(row).filter(([name]) => !name.startsWith("sortKey")),
    );
    const node = Object.assign(new BusinessIdea(), fields);
    return {
      node,
      cursor: encodeSortCursor(sort, { keys: values, createdAt: node.createdAt, id: node.id }),
    };
  });
  return withLazyTotal<ConnectionShape<BusinessIdea>>(
    {
      edges,
      pageInfo: {
        hasNextPage: rows.length > size,
        hasPreviousPage: false,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
      },
    },
    async () => {
      const [row] = (await db.query(
        `SELECT count(*)::int AS count FROM ${filter.from} WHERE ${filter.where}`,
        filter.params,
      )) as { count: number }[];
      return row.count;
    },
  );
}

/**
 * Ideas of one industry or all (the /investing filter), or one founder's (their profile's Investing tab),
 * whose title or description contains `search` (case-insensitive). Newest first, keyset on
 * (created_at, id); or most funded first, or closest to the goal first (`sortedIdeas`).
 */
export function listIdeas(
  { db, viewer }: Db & { viewer: Viewer | null },
  input: PageArgs & {
    industry: Industry | null;
    founderId?: string | null;
    search?: string | null;
    sort?: BusinessIdeaSort | null;
  },
) {
  const { search } = parseInput(ideaListSchema, { search: input.search });
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const filter: ListFilter = {
    from: "business_ideas bi LEFT JOIN profiles p ON p.id = bi.author_id",
    where: `p.is_banned IS NOT TRUE AND ($1::industry IS NULL OR bi.industry = $1::industry)
            AND NOT ${blockedEither("$2::uuid", "bi.author_id")}
            AND ($3::uuid IS NULL OR bi.author_id = $3)
            AND ($4::text IS NULL OR bi.title ILIKE $4 OR bi.description ILIKE $4)`,
    params: [input.industry, viewer?.id ?? null, input.founderId ?? null, pattern],
  };
  if (input.sort && input.sort !== BusinessIdeaSort.NEWEST)
    return sortedIdeas(db, filter, input.sort, input);
  return keysetPage(
    db,
    { ...filter, select: entityColumns(db, BusinessIdea, "bi"), alias: "bi" },
    input,
    asEntities(BusinessIdea),
  );
}

/** An idea's updates, newest first. */
export function listUpdates({ db }: Db, input: PageArgs & { businessIdeaId: string }) {
  return keysetPage(
    db,
    {
      select: entityColumns(db, BusinessUpdate, "u"),
      from: "business_updates u",
      where: "u.business_idea_id = $1",
      params: [input.businessIdeaId],
      alias: "u",
    },
    input,
    asEntities(BusinessUpdate),
  );
}

/** The reactions module's view of an idea: its founder and title (like only, by the reaction rules). */
export const findReactableIdea: Reactable = async (tx, id) => {
  const [idea]: { author_id: string | null; title: string }[] = await tx.query(
    `SELECT author_id, title FROM business_ideas WHERE id = $1`,
    [id],
  );
  return idea?.author_id
    ? { ownerId: idea.author_id, noun: "business idea", title: idea.title, path: ideaPath(id) }
    : null;
};

/** The viewer's own ideas in total: how many, the funding they seek and what they raised. */
export async function fundingTotals({ db }: Db, viewer: Viewer) {
  const [row] = (await db.query(
    `SELECT count(*)::int AS "ideaCount",
            coalesce(sum(funding_goal), 0)::float8 AS "fundingGoal",
            coalesce(sum(current_funding), 0)::float8 AS "currentFunding"
       FROM business_ideas WHERE author_id = $1`,
    [viewer.id],
  )) as { ideaCount: number; fundingGoal: number; currentFunding: number }[];
  return row;
}
