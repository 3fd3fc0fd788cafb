import { z } from "zod";

// The experience and education rules the server and the profile's forms check alike (API.md, "Your
// network"). Only zod and plain constants here: the client imports this file too (`@rules/careers`).

export const CAREER_LIMITS = {
  titleMax: 100,
  companyMax: 100,
  locationMax: 100,
  descriptionMax: 2000,
  schoolMax: 100,
  degreeMax: 100,
  fieldOfStudyMax: 100,
  yearMin: 1900,
  yearMax: 2100,
  /** How many positions a member may list. */
  positionsMax: 30,
  /** How many education entries a member may list. */
  educationMax: 30,
} as const;

const limits = CAREER_LIMITS;

export const CAREER_MESSAGES = {
  titleRequired: "Title is required",
  titleLong: `Title must be at most ${limits.titleMax} characters`,
  companyRequired: "Company is required",
  companyLong: `Company must be at most ${limits.companyMax} characters`,
  locationLong: `Location must be at most ${limits.locationMax} characters`,
  descriptionLong: `Description must be at most ${limits.descriptionMax} characters`,
  startMonthRequired: "Start month is required",
  startMonthFormat: "Start month must be YYYY-MM",
  startMonthRange: `Start month must be between ${limits.yearMin}-01 and ${limits.yearMax}-12`,
  endMonthFormat: "End month must be YYYY-MM",
  endMonthRange: `End month must be between ${limits.yearMin}-01 and ${limits.yearMax}-12`,
  endMonthBeforeStart: "End month cannot be before the start month",
  schoolRequired: "School is required",
  schoolLong: `School must be at most ${limits.schoolMax} characters`,
  degreeLong: `Degree must be at most ${limits.degreeMax} characters`,
  fieldOfStudyLong: `Field of study must be at most ${limits.fieldOfStudyMax} characters`,
  startYearRange: `Start year must be between ${limits.yearMin} and ${limits.yearMax}`,
  endYearRange: `End year must be between ${limits.yearMin} and ${limits.yearMax}`,
  endYearBeforeStart: "End year cannot be before the start year",
  tooManyPositions: `You can list at most ${limits.positionsMax} positions`,
  tooManyEducation: `You can list at most ${limits.educationMax} education entries`,
} as const;

const messages = CAREER_MESSAGES;

/** 'YYYY-MM': a year of four digits and a month 01–12. */
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Whether a 'YYYY-MM' month's year is within the years members may give. */
const monthInRange = (month: string) => {
  const year = Number(month.slice(0, 4));
  return year >= limits.yearMin && year <= limits.yearMax;
};

/** A required text, trimmed: blank is missing. */
const requiredText = (max: number, required: string, long: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, long);

/** An optional text, trimmed: blank (or left out) is none. */
const optionalText = (max: number, long: string) =>
  z
    .string()
    .trim()
    .max(max, long)
    .nullish()
    .transform((text) => text || null);

/** A 'YYYY-MM' month within the years members may give. */
const month = (format: string, range: string) =>
  z
    .string({ error: format })
    .trim()
    .regex(MONTH, { error: format, abort: true })
    .refine(monthInRange, range);

/** A year members may give, or none. */
const optionalYear = (range: string) =>
  z
    .number({ error: range })
    .int(range)
    .min(limits.yearMin, range)
    .max(limits.yearMax, range)
    .nullish()
    .transform((year) => year ?? null);

/**
 * A position (experience) as addPosition and updatePosition take it: title and company required, the
 * start month required, no end month for a current position; months are 'YYYY-MM' and the end is never
 * before the start.
 */
export const positionInputSchema = z
  .object({
    title: requiredText(limits.titleMax, messages.titleRequired, messages.titleLong),
    company: requiredText(limits.companyMax, messages.companyRequired, messages.companyLong),
    location: optionalText(limits.locationMax, messages.locationLong),
    startMonth: z
      .string({ error: messages.startMonthRequired })
      .trim()
      .min(1, { error: messages.startMonthRequired, abort: true })
      .pipe(month(messages.startMonthFormat, messages.startMonthRange)),
    endMonth: z
      .string()
      .nullish()
      .transform((text) => text?.trim() || null)
      .pipe(month(messages.endMonthFormat, messages.endMonthRange).nullable()),
    description: optionalText(limits.descriptionMax, messages.descriptionLong),
  })
  .refine((input) => !input.endMonth || input.endMonth >= input.startMonth, {
    error: messages.endMonthBeforeStart,
    path: ["endMonth"],
  });

export type PositionInputValues = z.input<typeof positionInputSchema>;
export type PositionValues = z.output<typeof positionInputSchema>;

/**
 * An education entry as addEducation and updateEducation take it: the school required, the rest
 * optional; years 1900–2100 and the end year never before the start year.
 */
export const educationInputSchema = z
  .object({
    school: requiredText(limits.schoolMax, messages.schoolRequired, messages.schoolLong),
    degree: optionalText(limits.degreeMax, messages.degreeLong),
    fieldOfStudy: optionalText(limits.fieldOfStudyMax, messages.fieldOfStudyLong),
    startYear: optionalYear(messages.startYearRange),
    endYear: optionalYear(messages.endYearRange),
  })
  .refine(
    (input) =>
      input.startYear === null || input.endYear === null || input.endYear >= input.startYear,
    { error: messages.endYearBeforeStart, path: ["endYear"] },
  );

export type EducationInputValues = z.input<typeof educationInputSchema>;
export type EducationValues = z.output<typeof educationInputSchema>;
