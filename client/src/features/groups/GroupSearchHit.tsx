import { UsersIcon } from "lucide-react";
import type { SearchHitProps } from "../feature";
import { ContentIcon, HitRow, searchHitPath } from "../../components/HitRow";
import { highlight } from "../../components/highlight";
import { memberCountText } from "./text";

/** A group found by search: its name, description and size. */
export default function GroupSearchHit({ hit: group, words }: SearchHitProps<"Group">) {
  return (
    <HitRow
      to={searchHitPath("Group", group.id)}
      media={<ContentIcon icon={UsersIcon} />}
      title={highlight(group.name, words)}
      details={[highlight(group.description, words), memberCountText(group.memberCount)]}
      kind={group.isPrivate ? "Group · Private" : "Group"}
    />
  );
}
