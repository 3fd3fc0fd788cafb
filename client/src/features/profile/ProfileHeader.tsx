import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Image,
  Stack,
  Text,
  Wrap,
} from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { BriefcaseIcon, CameraIcon, MapPinIcon, PencilIcon } from "lucide-react";
import { DegreeBadge } from "../../components/DegreeBadge";
import { ImageUploadButton } from "../../components/ImageUpload";
import { UserAvatar } from "../../components/UserAvatar";
import type { ProfileHeaderFieldsFragment } from "./profile.generated";
import { displayName } from "../../lib/names";
import { ReportButton } from "../admin";
import { MutualConnections } from "../network";
import { useSession } from "../../apollo/session";
import { BlockButton } from "./BlockButton";
import { ConnectionControls } from "./ConnectionControls";

/** Skills show as badges, at most 8, then '+N more' (spec §2, §9). */
export const MAX_SKILL_BADGES = 8;

function Count({ value, one, many }: { value: number; one: string; many: string }) {
  return (
    <Text color="fg.muted" fontSize="sm">
      <Box as="span" fontWeight="semibold" color="fg">
        {value}
      </Box>{" "}
      {value === 1 ? one : many}
    </Text>
  );
}

/** The cover and header card: who the member is, their counts and skills, and what the viewer can do. */
export function ProfileHeader({
  profile,
  own,
}: {
  profile: ProfileHeaderFieldsFragment;
  own: boolean;
}) {
  const { me } = useSession();
  const name = displayName(profile);
  const skills = profile.skills ?? [];
  const shown = skills.slice(0, MAX_SKILL_BADGES);
  const more = skills.length - shown.length;
  const role = [profile.title, profile.company].filter(Boolean).join(" at ");
  return (
    <Card.Root overflow="hidden" variant="outline" bg="bg.panel" as="section" aria-label="Profile">
      <Box position="relative">
        {profile.coverPhotoUrl ? (
          <Image
            src={profile.coverPhotoUrl}
            alt={`${name}'s cover photo`}
            h={{ base: "32", md: "48" }}
            w="full"
            objectFit="cover"
          />
        ) : (
          <Box
            h={{ base: "32", md: "48" }}
            bgGradient="to-br"
            gradientFrom="brand.solid"
            gradientVia="brand.400"
            gradientTo="brand.emphasized"
            aria-hidden="true"
          />
        )}
        {own ? (
          <Box position="absolute" top="3" insetEnd="3" maxW="56">
            <ImageUploadButton
              kind="cover"
              label="Change cover"
              onImage
              icon={<CameraIcon />}
              variant="surface"
              colorPalette="gray"
              size="xs"
              bg="bg.panel/90"
            />
          </Box>
        ) : null}
      </Box>
      <Card.Body pt="0">
        <Flex justify="space-between" align="start" gap="3" wrap="wrap" mb="3">
          <Box
            mt={{ base: "-12", md: "-16" }}
            borderRadius="full"
            borderWidth="4px"
            borderColor="bg.panel"
            bg="bg.panel"
            lineHeight="0"
          >
            <UserAvatar
              name={name}
              src={profile.avatarUrl}
              size="xl"
              css={{
                "--avatar-size": { base: "sizes.20", md: "sizes.28" },
                "--avatar-font-size": { base: "fontSizes.2xl", md: "fontSizes.4xl" },
              }}
            />
          </Box>
          <Box pt="3">
            {own ? (
              <Button asChild variant="outline" colorPalette="gray" size="sm">
                <RouterLink to="/settings?tab=profile">
                  <PencilIcon /> Edit Profile
                </RouterLink>
              </Button>
            ) : profile.viewerHasBlocked ? (
              <BlockButton profile={profile} name={name} />
            ) : (
              <ConnectionControls profile={profile} name={name} />
            )}
            {!own && me && !profile.viewerHasBlocked ? (
              <BlockButton profile={profile} name={name} compact />
            ) : null}
            <ReportButton
              targetType="PROFILE"
              targetId={profile.id}
              authorId={profile.id}
              compact
            />
          </Box>
        </Flex>
        <Stack gap="2">
          <HStack gap="2" wrap="wrap">
            <Heading as="h1" size="2xl" letterSpacing="tight">
              {name}
            </Heading>
            {own ? (
              <Badge variant="subtle" colorPalette="brand">
                You
              </Badge>
            ) : (
              <DegreeBadge degree={profile.degree} size="md" />
            )}
          </HStack>
          <Text color="fg.muted">@{profile.username}</Text>
          {role || profile.location ? (
            <HStack gap="4" wrap="wrap" color="fg.muted" fontSize="sm">
              {role ? (
                <HStack gap="1.5">
                  <BriefcaseIcon aria-hidden="true" />
                  <Text>{role}</Text>
                </HStack>
              ) : null}
              {profile.location ? (
                <HStack gap="1.5">
                  <MapPinIcon aria-hidden="true" />
                  <Text>{profile.location}</Text>
                </HStack>
              ) : null}
            </HStack>
          ) : null}
          <HStack gap="4" data-testid="connection-counts">
            <Count value={profile.followerCount} one="follower" many="followers" />
            <Count value={profile.followingCount} one="following" many="following" />
          </HStack>
          <MutualConnections profile={profile} memberName={name} own={own} />
          {profile.bio ? (
            <Text mt="1" whiteSpace="pre-line">
              {profile.bio}
            </Text>
          ) : null}
          {shown.length ? (
            <Wrap gap="2" mt="1" aria-label="Skills">
              {shown.map((skill) => (
                <Badge key={skill} variant="subtle" colorPalette="gray" size="md">
                  {skill}
                </Badge>
              ))}
              {more > 0 ? (
                <Badge variant="outline" colorPalette="gray" size="md">
                  +{more} more
                </Badge>
              ) : null}
            </Wrap>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
