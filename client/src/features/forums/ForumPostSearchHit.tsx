import { MessagesSquareIcon } from "lucide-react";
import type { SearchHitProps } from "../feature";
import { ContentIcon, HitRow } from "../../components/HitRow";
import { highlight } from "../../components/highlight";
import { categoryOf } from "./categories";
import { countText } from "./text";

/** A forum post found by search: its title, excerpt, category and replies. */
export default function ForumPostSearchHit({ hit: post, words }: SearchHitProps<"ForumPost">) {
  return (
    <HitRow
      to={`/forums/${post.id}`}
      media={<ContentIcon icon={MessagesSquareIcon} />}
      title={highlight(post.title, words)}
      details={[highlight(post.excerpt, words), countText(post.replyCount, "reply", "replies")]}
      kind={`Forum post · ${categoryOf(post.forumCategory).name}`}
    />
  );
}
