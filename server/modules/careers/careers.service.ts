import type { DeepPartial, EntityManager, FindOptionsWhere } from "typeorm";
import { inTransaction } from "../../db/transaction";
import { NotFoundError, UserInputError } from "../../graphql/errors";
import { parseInput } from "../../graphql/validation";
import type { Services } from "../../kernel/context";
import type { Viewer } from "../../kernel/viewer";
import { Education, Position } from "./career.entity";
import { can } from "./careers.policy";
import type { EducationInput, PositionInput } from "./careers.inputs";
import { CAREER_LIMITS, CAREER_MESSAGES, educationInputSchema, positionInputSchema } from "./rules";

type Db = Pick<Services, "db">;

/**
 * Holds the member's profile row until the transaction ends, so two additions at once count each
 * other toward the cap (FOR NO KEY UPDATE: foreign keys to the profile are not held up).
 */
async function lockMember(tx: EntityManager, memberId: string) {
  await tx.query(`SELECT 1 FROM profiles WHERE id = $1 FOR NO KEY UPDATE`, [memberId]);
}

/** Adds an entry of the viewer's, at most `max` of its kind per member. */
async function add<T extends Position | Education>(
  { db }: Db,
  viewer: Viewer,
  entity: new () => T,
  values: Partial<T>,
  max: number,
  tooMany: string,
): Promise<T> {
  return inTransaction(db, async (tx) => {
    await lockMember(tx, viewer.id);
    const repo = tx.getRepository(entity);
    const count = await repo.countBy({ userId: viewer.id } as FindOptionsWhere<T>);
    if (count >= max) throw new UserInputError({ input: tooMany });
    return repo.save(repo.create({ ...values, userId: viewer.id } as DeepPartial<T>));
  });
}

/** The viewer's own entry by id, locked for the change; NOT_FOUND for another member's or none. */
async function ownEntry<T extends Position | Education>(
  tx: EntityManager,
  viewer: Viewer,
  entity: new () => T,
  id: string,
): Promise<T> {
  const entry = await tx
    .getRepository<T>(entity)
    .findOne({ where: { id } as FindOptionsWhere<T>, lock: { mode: "pessimistic_write" } });
  if (!entry || !can(viewer, "edit", entry)) throw new NotFoundError(entity.name);
  return entry;
}

/** Adds a position to the viewer's experience. */
export function addPosition(services: Db, viewer: Viewer, input: PositionInput) {
  const values = parseInput(positionInputSchema, input);
  return add(
    services,
    viewer,
    Position,
    values,
    CAREER_LIMITS.positionsMax,
    CAREER_MESSAGES.tooManyPositions,
  );
}

/** Replaces one of the viewer's positions; another member's answers NOT_FOUND. */
export function updatePosition(services: Db, viewer: Viewer, id: string, input: PositionInput) {
  const values = parseInput(positionInputSchema, input);
  return inTransaction(services.db, async (tx) => {
    const position = await ownEntry(tx, viewer, Position, id);
    return tx.getRepository(Position).save(Object.assign(position, values));
  });
}

/** Deletes one of the viewer's positions; another member's answers NOT_FOUND. */
export function deletePosition(services: Db, viewer: Viewer, id: string) {
  return inTransaction(services.db, async (tx) => {
    await ownEntry(tx, viewer, Position, id);
    await tx.getRepository(Position).delete({ id });
    return true;
  });
}

/** Adds an entry to the viewer's education. */
export function addEducation(services: Db, viewer: Viewer, input: EducationInput) {
  const values = parseInput(educationInputSchema, input);
  return add(
    services,
    viewer,
    Education,
    values,
    CAREER_LIMITS.educationMax,
    CAREER_MESSAGES.tooManyEducation,
  );
}

/** Replaces one of the viewer's education entries; another member's answers NOT_FOUND. */
export function updateEducation(services: Db, viewer: Viewer, id: string, input: EducationInput) {
  const values = parseInput(educationInputSchema, input);
  return inTransaction(services.db, async (tx) => {
    const entry = await ownEntry(tx, viewer, Education, id);
    return tx.getRepository(Education).save(Object.assign(entry, values));
  });
}

/** Deletes one of the viewer's education entries; another member's answers NOT_FOUND. */
export function deleteEducation(services: Db, viewer: Viewer, id: string) {
  return inTransaction(services.db, async (tx) => {
    await ownEntry(tx, viewer, Education, id);
    await tx.getRepository(Education).delete({ id });
    return true;
  });
}
