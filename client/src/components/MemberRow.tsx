import { HStack, Link, Stack, Text, type StackProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { UserAvatar } from "./UserAvatar";

export interface MemberRowProps extends Omit<StackProps, "children"> {
  /** The member's profile id, for the link on their name. */
  profileId: string;
  /** Their display name. */
  name: string;
  avatarSrc?: string | null;
  /** The line under the name: what they do, their @username, when they asked... */
  detail: ReactNode;
  /** Whether a long detail line is cut short with an ellipsis. */
  truncateDetail?: boolean;
  /** 'sm' for a narrow panel's list; 'md' for a page's. */
  size?: "sm" | "md";
  /** What follows the name: badges, buttons, a menu. */
  actions?: ReactNode;
}

/** A member in a list: avatar, name (to their profile), a line under it, and actions at the end. */
export function MemberRow({
  profileId,
  name,
  avatarSrc,
  detail,
  truncateDetail = true,
  size = "md",
  actions,
  ...row
}: MemberRowProps) {
  const small = size === "sm";
  return (
    <HStack gap="3" {...row}>
      <UserAvatar name={name} src={avatarSrc} size={size} />
      <Stack gap="0" minW="0" flex="1">
        <Link
          asChild
          fontWeight="medium"
          fontSize={small ? "sm" : undefined}
          color="fg"
          truncate
          display="block"
        >
          <RouterLink to={`/profile/${profileId}`}>{name}</RouterLink>
        </Link>
        <Text
          fontSize={small ? "xs" : "sm"}
          color="fg.muted"
          truncate={truncateDetail || undefined}
        >
          {detail}
        </Text>
      </Stack>
      {actions}
    </HStack>
  );
}
