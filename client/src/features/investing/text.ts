import { INDUSTRIES, RISK_LEVELS } from "@rules/ideas";
import type { Industry, RiskLevel } from "../../gql/types";

/** The investing screens' texts (spec document 2, §1, §5 and §8). */
export const IDEA_TEXT = {
  title: "Investing Opportunities",
  subtitle: "Discover business ideas seeking investment, or pitch your own",
  submit: "Submit Business Idea",
  viewSignIn: "view business idea details",
  submitSignIn: "submit your business idea",
  contactSignIn: "contact the business founder",
  allTab: "All Ideas",
  empty: "No business ideas yet. Be the first to submit one!",
  emptyIndustry: "No business ideas in this industry yet.",
  emptySearch: "No business ideas match your search.",
  clearSearch: "Clear search",
  search: "Search business ideas",
  sort: "Sort by",
  industry: "Industry",
  submitted: "Your business idea has been submitted!",
  updated: "Business idea updated",
  updateAdded: "Update added",
  back: "Back to Investing",
} as const;

const industryLabels = new Map<string, string>(INDUSTRIES.map((i) => [i.value, i.label]));
const riskLabels = new Map<string, string>(RISK_LEVELS.map((r) => [r.value, r.label]));

export const industryLabel = (industry: Industry) => industryLabels.get(industry) ?? industry;
export const riskLabel = (risk: RiskLevel) => riskLabels.get(risk) ?? risk;

/** Whole US dollars, without decimals: '$50,000'. */
export const usd = (amount: number) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  }).format(amount);

/** The progress as the spec shows it: one decimal ('24.7%'). */
export const percent = (value: number) => `${value.toFixed(1)}%`;

/**
 * Whether an idea has its funding: marked so by its founder, or what is raised reached the goal (the
 * server's `status` says FUNDED then too; read here as well so an over-funded idea never shows Active).
 */
export const isFunded = (idea: { status: string; currentFunding: number; fundingGoal: number }) =>
  idea.status === "FUNDED" || idea.currentFunding >= idea.fundingGoal;

/** Risk badges' palettes. */
export const RISK_PALETTE: Record<RiskLevel, string> = {
  LOW: "green",
  MEDIUM: "yellow",
  HIGH: "red",
};
