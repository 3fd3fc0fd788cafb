import { Badge, Circle, HStack, Icon, LinkBox, LinkOverlay, Stack, Text } from "@chakra-ui/react";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";

/** The spec's result links: a member's profile, otherwise /{type}s/{id} (an Article → /articles/{id}). */
export function searchHitPath(typename: string, id: string): string {
  return typename === "Profile" ? `/profile/${id}` : `/${typename.toLowerCase()}s/${id}`;
}

export interface HitRowProps {
  to: string;
  /** An avatar, or an icon for content. */
  media: ReactNode;
  title: ReactNode;
  /** Beside the title, outside the link (a degree badge), so the link's name is the title alone. */
  titleAside?: ReactNode;
  /** Lines under the title, e.g. '@username' and 'Title at Company'. */
  details: ReactNode[];
  kind: string;
}

/** A result in the list, the whole row opening it. Any kind of hit renders through this. */
export function HitRow({ to, media, title, titleAside, details, kind }: HitRowProps) {
  return (
    <LinkBox
      as="li"
      px={{ base: "4", md: "5" }}
      py="4"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: "0" }}
      _hover={{ bg: "bg.muted" }}
      transition="background 0.15s"
    >
      <HStack gap="3" align="center">
        {media}
        <Stack gap="0.5" flex="1" minW="0">
          <HStack gap="1.5" minW="0" flexWrap="wrap">
            <LinkOverlay asChild fontWeight="semibold" focusRing="outside" borderRadius="l1">
              <RouterLink to={to}>{title}</RouterLink>
            </LinkOverlay>
            {titleAside}
          </HStack>
          {details.map((line, index) =>
            line ? (
              <Text key={index} fontSize="sm" color="fg.muted" lineClamp={2} wordBreak="break-word">
                {line}
              </Text>
            ) : null,
          )}
        </Stack>
        <Badge variant="subtle" colorPalette="gray" flexShrink={0}>
          {kind}
        </Badge>
      </HStack>
    </LinkBox>
  );
}

/** The round badge content hits show where members show their avatar. */
export function ContentIcon({ icon }: { icon: LucideIcon }) {
  return (
    <Circle size="10" bg="brand.muted" color="brand.fg" flexShrink={0}>
      <Icon as={icon} boxSize="5" aria-hidden="true" />
    </Circle>
  );
}
