import { DegreeBadge } from "../../components/DegreeBadge";
import { UserAvatar } from "../../components/UserAvatar";
import { displayName } from "../../lib/names";
import type { SearchHitProps } from "../feature";
import { highlight } from "../../components/highlight";
import { HitRow, searchHitPath } from "../../components/HitRow";

/** A member found by search: avatar, name, @username and their role. */
export default function ProfileSearchHit({ hit: profile, words }: SearchHitProps<"Profile">) {
  const name = displayName(profile);
  const role = [profile.jobTitle, profile.company].filter(Boolean).join(" at ");
  return (
    <HitRow
      to={searchHitPath("Profile", profile.id)}
      media={<UserAvatar name={name} src={profile.avatarThumbnailUrl ?? profile.avatarUrl} />}
      title={highlight(name, words)}
      titleAside={<DegreeBadge degree={profile.degree} />}
      details={[<>@{highlight(profile.username, words)}</>, role ? highlight(role, words) : null]}
      kind="Member"
    />
  );
}
