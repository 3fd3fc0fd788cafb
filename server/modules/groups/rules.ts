import { z } from "zod";

// The group rules the server and the group screens check alike (spec document 2, §5). Only zod and plain
// constants here: the client imports this file too (`@rules/groups`).

export const GROUP_LIMITS = {
  nameMin: 3,
  nameMax: 50,
  descriptionMin: 10,
  descriptionMax: 500,
  postMin: 1,
  postMax: 1000,
  shareCommentMax: 500,
  /** An invitee's e-mail address (the longest an address may be) or username. */
  inviteMax: 254,
  /** How many members the group page lists beside the posts. */
  memberPreview: 5,
};

export const GROUP_MESSAGES = {
  nameShort: `Group name must be at least ${GROUP_LIMITS.nameMin} characters.`,
  nameLong: `Group name must not exceed ${GROUP_LIMITS.nameMax} characters.`,
  descriptionShort: `Description must be at least ${GROUP_LIMITS.descriptionMin} characters.`,
  descriptionLong: `Description must not exceed ${GROUP_LIMITS.descriptionMax} characters.`,
  postEmpty: "Post content cannot be empty.",
  postLong: `Post content must not exceed ${GROUP_LIMITS.postMax} characters.`,
  shareCommentLong: `Your comment must not exceed ${GROUP_LIMITS.shareCommentMax} characters.`,
  inviteEmpty: "Please enter an email address",
  inviteLong: `Email address or username must not exceed ${GROUP_LIMITS.inviteMax} characters.`,
} as const;

const limits = GROUP_LIMITS;
const messages = GROUP_MESSAGES;

export const groupName = z
  .string()
  .trim()
  .min(limits.nameMin, { error: messages.nameShort, abort: true })
  .max(limits.nameMax, messages.nameLong);

export const groupDescription = z
  .string()
  .trim()
  .min(limits.descriptionMin, { error: messages.descriptionShort, abort: true })
  .max(limits.descriptionMax, messages.descriptionLong);

/** A new group's details (the wizard's first step). */
export const groupDetailsSchema = z.object({ name: groupName, description: groupDescription });

/** A group's details as an update gives them: each left out stays. */
export const groupUpdateSchema = z.object({
  name: groupName.optional(),
  description: groupDescription.optional(),
});

export const groupPostSchema = z.object({
  content: z
    .string()
    .trim()
    .min(limits.postMin, { error: messages.postEmpty, abort: true })
    .max(limits.postMax, messages.postLong),
});

export const shareSchema = z.object({
  comment: z.string().trim().max(limits.shareCommentMax, messages.shareCommentLong).nullish(),
});

export const inviteSchema = z.object({
  emailOrUsername: z
    .string()
    .trim()
    .min(1, messages.inviteEmpty)
    .max(limits.inviteMax, messages.inviteLong),
});
