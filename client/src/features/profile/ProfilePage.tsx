import {
  Badge,
  Box,
  Button,
  Card,
  Heading,
  HStack,
  Image,
  Skeleton,
  SkeletonCircle,
  Stack,
  Text,
  Wrap,
} from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { LuBriefcase, LuLock, LuMapPin, LuUserX } from "react-icons/lu";
import { useSession } from "../../apollo/session";
import { EmptyState } from "../../components/EmptyState";
import { ErrorState } from "../../components/ErrorState";
import { NotAvailableYet } from "../../components/NotAvailableYet";
import { Page } from "../../components/Page";
import { PageSpinner } from "../../components/PageSpinner";
import { UserAvatar } from "../../components/UserAvatar";
import { ProfileHeaderDocument, type ProfileHeaderFieldsFragment } from "../../gql/graphql";
import { displayName } from "../../lib/names";
import { notify } from "../../theme/toaster";

/** Skills show as badges, at most 8, then '+N more' (spec §2, §9). */
export const MAX_SKILL_BADGES = 8;

/** /profile (own) and /profile/:userId. Needs a session to show anything. */
export default function ProfilePage() {
  const { me, loading } = useSession();
  const { userId } = useParams();

  if (loading) return <PageSpinner />;
  if (!me) return <SignInToViewProfiles />;
  return <ProfileView id={userId ?? me.id} own={!userId || userId === me.id} />;
}

function SignInToViewProfiles() {
  useEffect(() => {
    notify.error(
      "Authentication Required",
      "Please sign in to view profiles.",
      "profile-auth-required",
    );
  }, []);
  return (
    <Page title="Profile">
      <Box borderWidth="1px" borderRadius="l3" bg="bg.panel">
        <EmptyState icon={<LuLock />} title="Please sign in to view profiles.">
          <Button asChild>
            <RouterLink to="/auth">Sign In</RouterLink>
          </Button>
        </EmptyState>
      </Box>
    </Page>
  );
}

function ProfileView({ id, own }: { id: string; own: boolean }) {
  const { data, loading, error, refetch } = useQuery(ProfileHeaderDocument, { variables: { id } });

  if (loading && !data) return <ProfileSkeleton />;
  if (error && !data) {
    return (
      <Page title="Profile">
        <ErrorState description="Failed to load profile data." onRetry={() => void refetch()} />
      </Page>
    );
  }
  const profile = data?.profile;
  if (!profile) {
    return (
      <Page title="Profile">
        <Box borderWidth="1px" borderRadius="l3" bg="bg.panel">
          <EmptyState icon={<LuUserX />} title="Profile not found." />
        </Box>
      </Page>
    );
  }
  return (
    <Box maxW="5xl" mx="auto" px={{ base: "4", md: "8" }} py={{ base: "6", md: "8" }}>
      <Stack gap="6">
        <ProfileHeader profile={profile} own={own} />
        <NotAvailableYet
          area="Profiles"
          description="Connections, followers, groups, investing and articles on profiles are being built and will appear here soon."
        />
      </Stack>
    </Box>
  );
}

function ProfileHeader({ profile, own }: { profile: ProfileHeaderFieldsFragment; own: boolean }) {
  const name = displayName(profile);
  const skills = profile.skills ?? [];
  const shown = skills.slice(0, MAX_SKILL_BADGES);
  const more = skills.length - shown.length;
  const role = [profile.title, profile.company].filter(Boolean).join(" at ");
  return (
    <Card.Root overflow="hidden" variant="outline" bg="bg.panel">
      {profile.coverPhotoUrl ? (
        <Image
          src={profile.coverPhotoUrl}
          alt=""
          h={{ base: "32", md: "44" }}
          w="full"
          objectFit="cover"
        />
      ) : (
        <Box
          h={{ base: "32", md: "44" }}
          bgGradient="to-r"
          gradientFrom="brand.solid"
          gradientTo="brand.emphasized"
          aria-hidden="true"
        />
      )}
      <Card.Body pt="0">
        <Box mt={{ base: "-10", md: "-12" }} mb="3">
          <Box display="inline-block" borderRadius="full" borderWidth="4px" borderColor="bg.panel">
            <UserAvatar name={name} src={profile.avatarUrl} size="xl" />
          </Box>
        </Box>
        <Stack gap="2">
          <HStack gap="2" wrap="wrap">
            <Heading as="h1" size="2xl" letterSpacing="tight">
              {name}
            </Heading>
            {own ? (
              <Badge variant="subtle" colorPalette="brand">
                You
              </Badge>
            ) : null}
          </HStack>
          <Text color="fg.muted">@{profile.username}</Text>
          {role || profile.location ? (
            <HStack gap="4" wrap="wrap" color="fg.muted" fontSize="sm">
              {role ? (
                <HStack gap="1.5">
                  <LuBriefcase aria-hidden="true" />
                  <Text>{role}</Text>
                </HStack>
              ) : null}
              {profile.location ? (
                <HStack gap="1.5">
                  <LuMapPin aria-hidden="true" />
                  <Text>{profile.location}</Text>
                </HStack>
              ) : null}
            </HStack>
          ) : null}
          {profile.bio ? <Text mt="1">{profile.bio}</Text> : null}
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

function ProfileSkeleton() {
  return (
    <Box
      maxW="5xl"
      mx="auto"
      px={{ base: "4", md: "8" }}
      py={{ base: "6", md: "8" }}
      aria-busy="true"
    >
      <Card.Root overflow="hidden" variant="outline" bg="bg.panel">
        <Skeleton h={{ base: "32", md: "44" }} borderRadius="0" />
        <Card.Body>
          <Stack gap="3">
            <SkeletonCircle size="20" mt="-12" />
            <Skeleton h="7" w="48" />
            <Skeleton h="4" w="32" />
            <Skeleton h="4" w="64" />
          </Stack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
