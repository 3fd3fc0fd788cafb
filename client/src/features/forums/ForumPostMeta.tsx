import { Badge, HStack, Icon } from "@chakra-ui/react";
import { LockIcon, PinIcon } from "lucide-react";
import type { ForumCategory } from "../../gql/types";
import { categoryOf } from "./categories";

/** A post's pinned and locked icons and its category badge. */
export function ForumPostMeta({
  category,
  isPinned,
  isLocked,
}: {
  category: ForumCategory;
  isPinned: boolean;
  isLocked: boolean;
}) {
  const { name, color } = categoryOf(category);
  return (
    <HStack gap="2" wrap="wrap">
      {isPinned ? (
        <Icon color="brand.fg" boxSize="4" aria-label="Pinned" role="img">
          <PinIcon />
        </Icon>
      ) : null}
      {isLocked ? (
        <Icon color="fg.muted" boxSize="4" aria-label="Locked" role="img">
          <LockIcon />
        </Icon>
      ) : null}
      <Badge colorPalette={color} variant="subtle">
        {name}
      </Badge>
    </HStack>
  );
}
