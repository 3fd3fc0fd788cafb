import { BriefcaseIcon } from "lucide-react";
import type { SearchHitProps } from "../feature";
import { ContentIcon, HitRow } from "../../components/HitRow";
import { highlight } from "../../components/highlight";
import { categoryLabel } from "./text";

/** A business page found by search: its name and category. */
export default function BusinessPageSearchHit({
  hit: page,
  words,
}: SearchHitProps<"BusinessPage">) {
  return (
    <HitRow
      to={`/business/${page.id}`}
      media={<ContentIcon icon={BriefcaseIcon} />}
      title={highlight(page.name, words)}
      details={[categoryLabel(page.businessCategory)]}
      kind={page.isVerified ? "Business page · Verified" : "Business page"}
    />
  );
}
