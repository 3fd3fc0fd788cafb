import { Text } from "@chakra-ui/react";
import { UserAvatar } from "./UserAvatar";

export interface AuthorChipProps {
  /** The name shown, e.g. 'Unknown author' when the account is gone. */
  name: string;
  author?: { avatarUrl?: string | null; avatarThumbnailUrl?: string | null } | null;
}

const SMALL = { "--avatar-size": "sizes.6", "--avatar-font-size": "fontSizes.2xs" } as const;

/** A card's author line: a small avatar and the name (inside the caller's row). */
export function AuthorChip({ name, author }: AuthorChipProps) {
  return (
    <>
      <UserAvatar
        name={name}
        src={author?.avatarThumbnailUrl ?? author?.avatarUrl}
        size="sm"
        css={SMALL}
      />
      <Text as="span" fontWeight="medium" color="fg" truncate>
        {name}
      </Text>
    </>
  );
}
