import { Box, Center, Icon, Image, type BoxProps } from "@chakra-ui/react";
import { UsersIcon } from "lucide-react";

export interface GroupCoverProps extends Pick<BoxProps, "h" | "borderRadius"> {
  src?: string | null;
  /** The alt text; the cover is decorative when the group's name is shown beside it. */
  alt?: string;
}

/** A group's cover image, or a brand-coloured placeholder with the groups icon when it has none. */
export function GroupCover({ src, alt = "", h = "36", borderRadius }: GroupCoverProps) {
  if (src) {
    return (
      <Image
        src={src}
        alt={alt}
        w="full"
        h={h}
        objectFit="cover"
        borderRadius={borderRadius}
        loading="lazy"
      />
    );
  }
  return (
    <Box
      h={h}
      w="full"
      borderRadius={borderRadius}
      bgGradient="to-br"
      gradientFrom="brand.solid"
      gradientVia="brand.400"
      gradientTo="brand.emphasized"
      aria-hidden="true"
    >
      <Center h="full" color="brand.contrast" opacity={0.85}>
        <Icon as={UsersIcon} boxSize="10" />
      </Center>
    </Box>
  );
}
