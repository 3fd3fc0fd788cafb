import { z } from "zod";

// The business idea rules the server and the investing screens check alike (spec document 2, §5 and §9).
// Only zod and plain constants here: the client imports this file too (`@rules/ideas`).

/**
 * One industry list for submitting, editing and the /investing tabs. The spec has two: the submit form's
 * thirteen (tech, finance, healthcare, education, retail, manufacturing, energy, real_estate, agriculture,
 * entertainment, food, transportation, other) and the edit form's six (Technology, Healthcare, Finance,
 * Education, E-commerce, Other). We take their union: the thirteen, with `tech` named TECHNOLOGY, plus
 * E-commerce, in the order the tabs show them (the spec's tabs begin Technology, Finance, Healthcare).
 */
export const INDUSTRIES = [
  { value: "TECHNOLOGY", label: "Technology" },
  { value: "FINANCE", label: "Finance" },
  { value: "HEALTHCARE", label: "Healthcare" },
  { value: "EDUCATION", label: "Education" },
  { value: "E_COMMERCE", label: "E-commerce" },
  { value: "RETAIL", label: "Retail" },
  { value: "MANUFACTURING", label: "Manufacturing" },
  { value: "ENERGY", label: "Energy" },
  { value: "REAL_ESTATE", label: "Real Estate" },
  { value: "AGRICULTURE", label: "Agriculture" },
  { value: "ENTERTAINMENT", label: "Entertainment" },
  { value: "FOOD", label: "Food" },
  { value: "TRANSPORTATION", label: "Transportation" },
  { value: "OTHER", label: "Other" },
] as const;

export type IndustryValue = (typeof INDUSTRIES)[number]["value"];

/** Risk levels: the submit form's low / medium / high (the edit form uses the same list, not free text). */
export const RISK_LEVELS = [
  { value: "LOW", label: "Low" },
  { value: "MEDIUM", label: "Medium" },
  { value: "HIGH", label: "High" },
] as const;

export type RiskValue = (typeof RISK_LEVELS)[number]["value"];

export const IDEA_LIMITS = {
  titleMin: 5,
  titleMax: 100,
  descriptionMin: 20,
  descriptionMax: 10000,
  /** Whole US dollars. */
  fundingGoalMin: 1000,
  /** Whole US dollars, within a 32-bit integer (GraphQL's Int and the integer columns). */
  fundingMax: 1_000_000_000,
  /** The ideas list's search text. */
  searchMax: 200,
  equityMin: 0.1,
  equityMax: 100,
  locationMax: 100,
  urlMax: 500,
  updateTitleMin: 3,
  updateTitleMax: 100,
  updateContentMin: 10,
  updateContentMax: 10000,
  contactMin: 20,
  imageMaxBytes: 5 * 1024 * 1024,
  videoMaxBytes: 50 * 1024 * 1024,
};

export const IDEA_MESSAGES = {
  titleShort: "Title must be at least 5 characters",
  titleLong: "Title must be less than 100 characters",
  descriptionShort: "Description must be at least 20 characters",
  descriptionLong: "Description must be less than 10000 characters",
  fundingGoal: "Minimum funding goal is $1,000",
  fundingTooLarge: "Funding must be at most $1,000,000,000",
  wholeDollars: "Whole dollars only",
  currentFunding: "Current funding cannot be negative",
  industry: "Please select an industry",
  equity: "Equity must be between 0.1% and 100%, in steps of 0.1",
  locationLong: "Location must be less than 100 characters",
  url: "Please enter a valid URL (http:// or https://)",
  updateTitleShort: "Title must be at least 3 characters",
  updateTitleLong: "Title must be less than 100 characters",
  updateContentShort: "Content must be at least 10 characters",
  updateContentLong: "Content must be less than 10000 characters",
  contactShort: "Message must be at least 20 characters",
  contactLong: "Message must be at most 5000 characters",
  searchLong: "Search must be at most 200 characters",
  // Toasts: 'Title - description'.
  invalidFileTitle: "Invalid file type",
  invalidFile: "Please upload an image or video file",
  tooLargeTitle: "File too large",
  imageTooLarge: "Image must be less than 5MB",
  videoTooLarge: "Video must be less than 50MB",
  signInTitle: "Authentication Error",
  signIn: "Please sign in to contact the founder",
  noFounder: "Cannot find founder information",
  ownIdea: "You cannot contact yourself about your own idea.",
  notFound: "Business idea not found",
  idRequired: "Business idea ID is required",
  ownerOnly: "Only the idea's founder can do this.",
  listFailed: "Failed to load business ideas",
  loadFailed: "Failed to load business idea",
  updatesFailed: "Failed to load business updates",
  submitFailed: "Submission Failed",
  updateFailed: "Failed to update business idea",
  addUpdateFailed: "There was an error adding your update",
  sentTitle: "Message Sent!",
  sent: "Your message has been sent to the founder.",
  sendFailedTitle: "Failed to Send",
  sendFailed: "There was a problem sending your message.",
} as const;

const messages = IDEA_MESSAGES;

/** Funding progress: current ÷ goal × 100, to one decimal. */
export const fundingProgress = (current: number, goal: number) =>
  goal > 0 ? Math.round((current / goal) * 1000) / 10 : 0;

const isHttpUrl = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
};

/** An optional http(s) URL; blank is none. */
const optionalUrl = z
  .string()
  .trim()
  .max(IDEA_LIMITS.urlMax, messages.url)
  .refine((text) => text === "" || isHttpUrl(text), messages.url)
  .nullish()
  .transform((text) => text || null);

export const ideaTitle = z
  .string({ error: messages.titleShort })
  .trim()
  .min(IDEA_LIMITS.titleMin, messages.titleShort)
  .max(IDEA_LIMITS.titleMax, messages.titleLong);

export const ideaDescription = z
  .string({ error: messages.descriptionShort })
  .trim()
  .min(IDEA_LIMITS.descriptionMin, messages.descriptionShort)
  .max(IDEA_LIMITS.descriptionMax, messages.descriptionLong);

/**
 * Whole US dollars. The checks run in this order and a field reports its first failure: too large first
 * (1e20 is not 'Whole dollars only'), then a fraction (1500.5), then too small.
 */
export const fundingGoal = z
  .number({ error: messages.fundingGoal })
  .max(IDEA_LIMITS.fundingMax, messages.fundingTooLarge)
  .int(messages.wholeDollars)
  .min(IDEA_LIMITS.fundingGoalMin, messages.fundingGoal);

export const currentFunding = z
  .number({ error: messages.currentFunding })
  .max(IDEA_LIMITS.fundingMax, messages.fundingTooLarge)
  .int(messages.wholeDollars)
  .min(0, messages.currentFunding);

/**
 * A dollar amount as typed in a form: digits only ('1500.50' and '1e6' are 'Whole dollars only'), then the
 * amount's own rule. Blank is the rule's own message (a required amount) or none (`optional`).
 */
export const typedDollars = (rule: typeof fundingGoal, optional = false) =>
  z.string().superRefine((text, ctx) => {
    const typed = text.trim();
    if (optional && typed === "") return;
    if (typed !== "" && !/^-?\d+$/.test(typed)) {
      ctx.addIssue({ code: "custom", message: messages.wholeDollars });
      return;
    }
    // Digits beyond a safe integer are simply too large (or, negative, too small).
    const typedAmount = Number(typed);
    const amount =
      typed === ""
        ? undefined
        : Number.isSafeInteger(typedAmount)
          ? typedAmount
          : Math.sign(typedAmount) * (IDEA_LIMITS.fundingMax + 1);
    const checked = rule.safeParse(amount);
    if (!checked.success)
      ctx.addIssue({ code: "custom", message: checked.error.issues[0].message });
  });

/** The ideas list's sorts: newest first, most funded first, closest to its goal first. */
export const IDEA_SORTS = [
  { value: "NEWEST", label: "Newest" },
  { value: "MOST_FUNDED", label: "Most funded" },
  { value: "CLOSEST_TO_GOAL", label: "Closest to goal" },
] as const;

export type IdeaSortValue = (typeof IDEA_SORTS)[number]["value"];

/** The ideas list's search text: trimmed, blank is none. */
export const ideaSearchText = z
  .string()
  .trim()
  .max(IDEA_LIMITS.searchMax, messages.searchLong)
  .nullish()
  .transform((text) => text || null);

/** The ideas list's arguments the server checks. */
export const ideaListSchema = z.object({ search: ideaSearchText });

export const industry = z.enum(
  INDUSTRIES.map((i) => i.value) as [IndustryValue, ...IndustryValue[]],
  { error: messages.industry },
);

export const risk = z.enum(RISK_LEVELS.map((r) => r.value) as [RiskValue, ...RiskValue[]]);

/** 0.1 to 100 in steps of 0.1; none is fine. */
export const equityOffered = z
  .number({ error: messages.equity })
  .min(IDEA_LIMITS.equityMin, messages.equity)
  .max(IDEA_LIMITS.equityMax, messages.equity)
  .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-6, messages.equity)
  .nullish()
  .transform((n) => (n == null ? null : Math.round(n * 10) / 10));

export const ideaLocation = z
  .string()
  .trim()
  .max(IDEA_LIMITS.locationMax, messages.locationLong)
  .nullish()
  .transform((text) => text || null);

/** A new idea's details (its image and video are checked by their bytes on the server). */
export const ideaSchema = z.object({
  title: ideaTitle,
  description: ideaDescription,
  fundingGoal,
  industry,
  equityOffered,
  risk: risk.nullish().transform((r) => r ?? "MEDIUM"),
  location: ideaLocation,
  website: optionalUrl,
  pitchDeckUrl: optionalUrl,
});

/** An idea's changes: each left out stays. */
export const ideaUpdateSchema = z.object({
  title: ideaTitle.optional(),
  description: ideaDescription.optional(),
  fundingGoal: fundingGoal.optional(),
  currentFunding: currentFunding.optional(),
  industry: industry.optional(),
  equityOffered: equityOffered.optional(),
  risk: risk.optional(),
  location: ideaLocation.optional(),
  website: optionalUrl.optional(),
  pitchDeckUrl: optionalUrl.optional(),
});

/** An update the founder posts. */
export const businessUpdateSchema = z.object({
  title: z
    .string({ error: messages.updateTitleShort })
    .trim()
    .min(IDEA_LIMITS.updateTitleMin, messages.updateTitleShort)
    .max(IDEA_LIMITS.updateTitleMax, messages.updateTitleLong),
  content: z
    .string({ error: messages.updateContentShort })
    .trim()
    .min(IDEA_LIMITS.updateContentMin, messages.updateContentShort)
    .max(IDEA_LIMITS.updateContentMax, messages.updateContentLong),
});

/** Contact Founder's message. */
export const contactSchema = z.object({
  message: z
    .string({ error: messages.contactShort })
    .trim()
    .min(IDEA_LIMITS.contactMin, messages.contactShort)
    .max(5000, messages.contactLong),
});

/** The client's quick check of a chosen file, before the server checks its bytes. */
export function mediaProblem(file: { type: string; size: number }): string | null {
  const video = file.type.startsWith("video/");
  if (!video && !file.type.startsWith("image/"))
    return `${messages.invalidFileTitle} - ${messages.invalidFile}`;
  if (video && file.size > IDEA_LIMITS.videoMaxBytes)
    return `${messages.tooLargeTitle} - ${messages.videoTooLarge}`;
  if (!video && file.size > IDEA_LIMITS.imageMaxBytes)
    return `${messages.tooLargeTitle} - ${messages.imageTooLarge}`;
  return null;
}
