import type { FileUpload } from "graphql-upload-ts";
import type { DataSource } from "typeorm";
import { parseInput } from "../../graphql/validation";
import type { Storage } from "../../storage/storage";
import { Profile } from "./profile.entity";
import type { UpdateProfileInput } from "./profiles.inputs";
import { avatarUrlSchema, updateProfileSchema } from "./rules";

const text = (value: string | null | undefined) =>
  value == null ? undefined : value.trim() || null;

export function normaliseSkills(skills: string[]): string[] {
  const seen = new Set<string>();
  return skills
    .map((s) => s.trim())
    .filter((s) => s && !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()));
}

/** Forgets the stored image behind a URL the member no longer uses, and deletes its files. */
export async function updateProfile(
  db: DataSource,
  storage: Storage,
  userId: string,
  rawInput: UpdateProfileInput,
) {
  const input = parseInput(updateProfileSchema, rawInput);
  const patch: Partial<Profile> = {
    fullName: text(input.fullName),
    bio: text(input.bio),
    location: text(input.location),
    company: text(input.company),
    title: text(input.title),
  };
  if (input.skills != null) patch.skills = normaliseSkills(input.skills);
  const before = await db.getRepository(Profile).findOneByOrFail({ id: userId });
  if (input.avatarUrl != null) {
    const url = input.avatarUrl.trim();
    // The same address sent back (a form saved whole) keeps the avatar, its thumbnail and its files.
    if ((url || null) !== before.avatarUrl) {
      parseInput(avatarUrlSchema, { avatarUrl: url });
      patch.avatarUrl = url || null;
      patch.avatarThumbnailUrl = null;
    }
  }
  const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  if (Object.keys(defined).length) await db.getRepository(Profile).update({ id: userId }, defined);
  if ("avatarUrl" in defined) await storage.discard(db, userId, before.avatarUrl);
}

/** Stores a new avatar or cover and points the profile at it; the previous stored file is deleted. */
export async function replaceImage(
  db: DataSource,
  storage: Storage,
  userId: string,
  which: "avatar" | "cover",
  file: Promise<FileUpload>,
) {
  const before = await db.getRepository(Profile).findOneByOrFail({ id: userId });
  const stored = await db.transaction(async (tx) => {
    const image = await storage.storeImage(tx, userId, which, file);
    await tx
      .getRepository(Profile)
      .update(
        { id: userId },
        which === "avatar"
          ? { avatarUrl: image.url, avatarThumbnailUrl: image.thumbnailUrl }
          : { coverPhotoUrl: image.url },
      );
    return image;
  });
  const previous = which === "avatar" ? before.avatarUrl : before.coverPhotoUrl;
  if (previous !== stored.url) await storage.discard(db, userId, previous);
}

export async function removeAvatar(db: DataSource, storage: Storage, userId: string) {
  const before = await db.getRepository(Profile).findOneByOrFail({ id: userId });
  await db
    .getRepository(Profile)
    .update({ id: userId }, { avatarUrl: null, avatarThumbnailUrl: null });
  await storage.discard(db, userId, before.avatarUrl);
}
