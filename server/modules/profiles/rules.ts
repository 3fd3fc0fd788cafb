import { z } from "zod";

// The profile rules the server and the profile editor check alike (spec document 1, §5). Only zod and plain
// constants here: the client imports this file too (`@rules/profiles`).

export const PROFILE_LIMITS = {
  fullNameMax: 100,
  bioMax: 2000,
  locationMax: 100,
  companyMax: 100,
  titleMax: 100,
  skillsMax: 50,
  skillMax: 50,
  avatarUrlMax: 2000,
};

export const PROFILE_MESSAGES = {
  fullNameTooLong: `Full name must be at most ${PROFILE_LIMITS.fullNameMax} characters`,
  bioTooLong: `Bio must be at most ${PROFILE_LIMITS.bioMax} characters`,
  locationTooLong: `Location must be at most ${PROFILE_LIMITS.locationMax} characters`,
  companyTooLong: `Company must be at most ${PROFILE_LIMITS.companyMax} characters`,
  titleTooLong: `Title must be at most ${PROFILE_LIMITS.titleMax} characters`,
  tooManySkills: `At most ${PROFILE_LIMITS.skillsMax} skills`,
  skillTooLong: `Each skill must be at most ${PROFILE_LIMITS.skillMax} characters`,
  avatarUrlTooLong: `Avatar URL must be at most ${PROFILE_LIMITS.avatarUrlMax} characters`,
  invalidUrlTitle: "Invalid URL",
  invalidUrl: "Please enter a valid HTTP or HTTPS URL.",
} as const;

/** An absolute http: or https: URL (spec §5 'Avatar URL'). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** The avatar link, trimmed: an http(s) URL, or empty to remove the avatar. */
export const avatarUrlRule = z
  .string()
  .trim()
  .refine((url) => url === "" || isHttpUrl(url), PROFILE_MESSAGES.invalidUrl);

/** The avatar link on its own, as updateProfile checks it when it changes. */
export const avatarUrlSchema = z.object({ avatarUrl: avatarUrlRule });

/** Skills after splitting and trimming: how many, and how long each is. */
export const skillsRule = z
  .array(z.string())
  .max(PROFILE_LIMITS.skillsMax, PROFILE_MESSAGES.tooManySkills)
  .refine(
    (skills) => skills.every((skill) => skill.length <= PROFILE_LIMITS.skillMax),
    PROFILE_MESSAGES.skillTooLong,
  );

/** The length of each text field, as sent. */
export const PROFILE_FIELD_RULES = {
  fullName: z.string().max(PROFILE_LIMITS.fullNameMax, PROFILE_MESSAGES.fullNameTooLong),
  bio: z.string().max(PROFILE_LIMITS.bioMax, PROFILE_MESSAGES.bioTooLong),
  location: z.string().max(PROFILE_LIMITS.locationMax, PROFILE_MESSAGES.locationTooLong),
  company: z.string().max(PROFILE_LIMITS.companyMax, PROFILE_MESSAGES.companyTooLong),
  title: z.string().max(PROFILE_LIMITS.titleMax, PROFILE_MESSAGES.titleTooLong),
  avatarUrl: z.string().max(PROFILE_LIMITS.avatarUrlMax, PROFILE_MESSAGES.avatarUrlTooLong),
};

/**
 * updateProfile's input, lengths as sent; what is left out or null stays as it is. The avatar link's
 * format is checked only when it changes (an uploaded avatar's own address is not a web link), with
 * `avatarUrlSchema`.
 */
export const updateProfileSchema = z.object({
  fullName: PROFILE_FIELD_RULES.fullName.nullish(),
  bio: PROFILE_FIELD_RULES.bio.nullish(),
  location: PROFILE_FIELD_RULES.location.nullish(),
  company: PROFILE_FIELD_RULES.company.nullish(),
  title: PROFILE_FIELD_RULES.title.nullish(),
  skills: skillsRule.nullish(),
  avatarUrl: PROFILE_FIELD_RULES.avatarUrl.nullish(),
});
