import { Badge, Box, HStack } from "@chakra-ui/react";
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
        <Box as="span" display="inline-flex" color="brand.fg" role="img" aria-label="Pinned">
          <PinIcon size="16" aria-hidden="true" />
        </Box>
      ) : null}
      {isLocked ? (
        <Box as="span" display="inline-flex" color="fg.muted" role="img" aria-label="Locked">
          <LockIcon size="16" aria-hidden="true" />
        </Box>
      ) : null}
      <Badge colorPalette={color} variant="subtle">
        {name}
      </Badge>
    </HStack>
  );
}
