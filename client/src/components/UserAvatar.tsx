import { Avatar, type AvatarRootProps } from "@chakra-ui/react";
import { avatarInitial } from "../lib/names";

export type UserAvatarSize = "sm" | "md" | "lg" | "xl";

export interface UserAvatarProps extends Pick<AvatarRootProps, "css"> {
  /** The name the fallback initial comes from. */
  name?: string | null;
  src?: string | null;
  size?: UserAvatarSize;
}

/** A member's picture, or the first letter of their name on the brand colour. */
export function UserAvatar({ name, src, size = "md", ...style }: UserAvatarProps) {
  return (
    <Avatar.Root size={size} colorPalette="brand" variant="subtle" flexShrink={0} {...style}>
      <Avatar.Fallback aria-hidden="true">{avatarInitial(name)}</Avatar.Fallback>
      {src ? <Avatar.Image src={src} alt={name ? `${name}'s avatar` : "Avatar"} /> : null}
    </Avatar.Root>
  );
}
