import {
  HStack,
  Skeleton,
  SkeletonCircle,
  Stack,
  type StackProps,
  type SkeletonCircleProps,
} from "@chakra-ui/react";

export interface AvatarSkeletonProps extends StackProps {
  /** The avatar circle's size. */
  size?: SkeletonCircleProps["size"];
  /** Each line of text beside the avatar as [height, width], e.g. ["3.5", "40%"]. */
  lines: [string, string][];
  /** The gap between the lines. */
  linesGap?: string;
}

/** A placeholder row while a list loads: an avatar circle and lines of text beside it, then `children`. */
export function AvatarSkeleton({
  size = "10",
  lines,
  linesGap = "1.5",
  children,
  ...props
}: AvatarSkeletonProps) {
  return (
    <HStack gap="3" {...props}>
      <SkeletonCircle size={size} />
      <Stack gap={linesGap} flex="1">
        {lines.map(([h, w], index) => (
          <Skeleton key={index} h={h} w={w} />
        ))}
      </Stack>
      {children}
    </HStack>
  );
}

export interface AvatarListSkeletonProps extends StackProps {
  /** What is loading, for assistive technology, e.g. 'Loading people'. */
  label: string;
  /** Each row's lines of text beside the avatar, as [height, width]. */
  lines: [string, string][];
}

/** A list of members while it loads, edge to edge in its panel: four avatar rows, a rule between them. */
export function AvatarListSkeleton({ label, lines, ...props }: AvatarListSkeletonProps) {
  return (
    <Stack gap="0" aria-busy="true" aria-label={label} {...props}>
      {[0, 1, 2, 3].map((index) => (
        <AvatarSkeleton
          key={index}
          px={{ base: "4", md: "5" }}
          py="4"
          borderBottomWidth="1px"
          _last={{ borderBottomWidth: "0" }}
          lines={lines}
        />
      ))}
    </Stack>
  );
}
