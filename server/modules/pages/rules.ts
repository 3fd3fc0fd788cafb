import { z } from "zod";

// The business page rules the server and the business screens check alike (spec document 2, §5). Only zod
// and plain constants here: the client imports this file too (`@rules/pages`).

export const PAGE_LIMITS = {
  nameMax: 100,
  descriptionMax: 2000,
  websiteMax: 300,
  phoneMax: 40,
  emailMax: 254,
  addressMax: 300,
  hoursMax: 200,
  postMax: 2000,
  postImagesMax: 4,
  shareCommentMax: 500,
  reviewMax: 2000,
};

/** The categories, in the spec's order, by their GraphQL value: the labels the screens show. */
export const BUSINESS_CATEGORY_LABELS = {
  RESTAURANT: "Restaurant",
  RETAIL: "Retail",
  TECHNOLOGY: "Technology",
  HEALTHCARE: "Healthcare",
  EDUCATION: "Education",
  REAL_ESTATE: "Real Estate",
  AUTOMOTIVE: "Automotive",
  BEAUTY_WELLNESS: "Beauty & Wellness",
  PROFESSIONAL_SERVICES: "Professional Services",
  OTHER: "Other",
} as const;
export type BusinessCategoryValue = keyof typeof BUSINESS_CATEGORY_LABELS;
export const BUSINESS_CATEGORY_VALUES = Object.keys(
  BUSINESS_CATEGORY_LABELS,
) as BusinessCategoryValue[];

export const PAGE_MESSAGES = {
  signIn: "You must be logged in to create a business page",
  nameRequired: "Business name is required",
  nameLong: `Business name must not exceed ${PAGE_LIMITS.nameMax} characters`,
  categoryRequired: "Please select a category",
  descriptionRequired: "Description is required",
  descriptionLong: `Description must not exceed ${PAGE_LIMITS.descriptionMax} characters`,
  website: "Please enter a valid URL",
  email: "Please enter a valid email address",
  tooLong: "This field is too long",
  postEmpty: "Post content cannot be empty.",
  postLong: `Post content must not exceed ${PAGE_LIMITS.postMax} characters.`,
  postImages: `A post can have at most ${PAGE_LIMITS.postImagesMax} images.`,
  shareCommentLong: `Your comment must not exceed ${PAGE_LIMITS.shareCommentMax} characters.`,
  rating: "Please choose a rating from 1 to 5 stars",
  reviewEmpty: "Please write a few words about your experience",
  reviewLong: `Your review must not exceed ${PAGE_LIMITS.reviewMax} characters`,
  followSignInTitle: "Authentication Required",
  followSignIn: "Please log in to follow this business page.",
  messageSignIn: "Please log in to send messages.",
} as const;

const limits = PAGE_LIMITS;
const messages = PAGE_MESSAGES;

/** An optional text: blank is none. */
const optionalText = (max: number, message: string = messages.tooLong) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((text) => text || null);

export const pageName = z
  .string({ error: messages.nameRequired })
  .trim()
  .min(1, { error: messages.nameRequired, abort: true })
  .max(limits.nameMax, messages.nameLong);

export const pageCategory = z.enum(BUSINESS_CATEGORY_VALUES, { error: messages.categoryRequired });

export const pageDescription = z
  .string({ error: messages.descriptionRequired })
  .trim()
  .min(1, { error: messages.descriptionRequired, abort: true })
  .max(limits.descriptionMax, messages.descriptionLong);

/** An http(s) address, or none. */
export const pageWebsite = optionalText(limits.websiteMax, messages.website).refine((url) => {
  if (!url) return true;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && !!parsed.hostname;
  } catch {
    return false;
  }
}, messages.website);

export const pageEmail = optionalText(limits.emailMax, messages.email).refine(
  (email) => !email || z.email().safeParse(email).success,
  messages.email,
);

const pageFields = {
  website: pageWebsite,
  phone: optionalText(limits.phoneMax),
  email: pageEmail,
  address: optionalText(limits.addressMax),
  hours: optionalText(limits.hoursMax),
};

/** A new page's details (the create form). */
export const pageDetailsSchema = z.object({
  name: pageName,
  category: pageCategory,
  description: pageDescription,
  ...pageFields,
});

/** A page's details as an update gives them: each left out stays; a blank optional field clears it. */
export const pageUpdateSchema = z.object({
  name: pageName.optional(),
  category: pageCategory.optional(),
  description: pageDescription.optional(),
  website: pageFields.website.optional(),
  phone: pageFields.phone.optional(),
  email: pageFields.email.optional(),
  address: pageFields.address.optional(),
  hours: pageFields.hours.optional(),
});

export const pagePostSchema = z.object({
  content: z
    .string({ error: messages.postEmpty })
    .trim()
    .min(1, { error: messages.postEmpty, abort: true })
    .max(limits.postMax, messages.postLong),
  imageCount: z.number().int().max(limits.postImagesMax, messages.postImages),
});

export const pageShareSchema = z.object({
  comment: z.string().trim().max(limits.shareCommentMax, messages.shareCommentLong).nullish(),
});

export const reviewSchema = z.object({
  rating: z
    .number({ error: messages.rating })
    .int(messages.rating)
    .min(1, messages.rating)
    .max(5, messages.rating),
  text: z
    .string({ error: messages.reviewEmpty })
    .trim()
    .min(1, { error: messages.reviewEmpty, abort: true })
    .max(limits.reviewMax, messages.reviewLong),
});
