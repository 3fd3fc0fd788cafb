import { LightbulbIcon } from "lucide-react";
import type { SearchHitProps } from "../feature";
import { ContentIcon, HitRow } from "../../components/HitRow";
import { highlight } from "../../components/highlight";
import { industryLabel, usd } from "./text";

/** A business idea found by search: its title, industry and goal. */
export default function IdeaSearchHit({ hit: idea, words }: SearchHitProps<"BusinessIdea">) {
  return (
    <HitRow
      to={`/investing/${idea.id}`}
      media={<ContentIcon icon={LightbulbIcon} />}
      title={highlight(idea.title, words)}
      details={[`${industryLabel(idea.industry)} · Seeking ${usd(idea.fundingGoal)}`]}
      kind="Business idea"
    />
  );
}
