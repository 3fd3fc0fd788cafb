import {
  Box,
  Button,
  Card,
  Grid,
  Skeleton,
  SkeletonCircle,
  SkeletonText,
  Stack,
} from "@chakra-ui/react";
import { useApolloClient, useQuery, useSubscription } from "@apollo/client/react";
import { Suspense, useEffect } from "react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { LockIcon, UserXIcon } from "lucide-react";
import { useSession } from "../../apollo/session";
import { EmptyState } from "../../components/EmptyState";
import { ErrorState } from "../../components/ErrorState";
import { Page } from "../../components/Page";
import { PageSpinner } from "../../components/PageSpinner";
import { ConnectionChangedDocument, ProfileHeaderDocument } from "./profile.generated";
import { displayName } from "../../lib/names";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { notify } from "../../theme/toaster";
import { useFeatures } from "../registry";
import { ActivityTabs } from "./ActivityTabs";
import { ConnectionsPanel } from "./ConnectionsPanel";
import { FriendRequestsCard } from "./FriendRequestsCard";
import { ProfileHeader } from "./ProfileHeader";

/** /profile (own) and /profile/:userId. Needs a session to show anything. */
export default function ProfilePage() {
  const { me, loading } = useSession();
  const { userId } = useParams();

  if (loading) return <PageSpinner />;
  if (!me) return <SignInToViewProfiles />;
  return <ProfileView id={userId ?? me.id} own={!userId || userId === me.id} />;
}

function SignInToViewProfiles() {
  useDocumentTitle("Profile");
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
        <EmptyState icon={<LockIcon />} title="Please sign in to view profiles.">
          <Button asChild>
            <RouterLink to="/auth">Sign In</RouterLink>
          </Button>
        </EmptyState>
      </Box>
    </Page>
  );
}

/**
 * Keeps counts, buttons and lists live: `connectionChanged` reaches both members in every open tab and
 * carries both profiles' fresh counts and statuses, which the normalised cache applies at once. The
 * lists are refetched because membership may have changed, and so is the header on screen: it may show
 * a third member, and the event is the signal that the viewer's view of them may be out of date.
 */
function useLiveConnections() {
  const client = useApolloClient();
  useSubscription(ConnectionChangedDocument, {
    onData: () => {
      void client.refetchQueries({
        include: ["ProfileHeader", "Connections", "Followers", "FriendRequests"],
      });
    },
  });
}

function ProfileView({ id, own }: { id: string; own: boolean }) {
  const { data, loading, error, refetch } = useQuery(ProfileHeaderDocument, { variables: { id } });
  useLiveConnections();
  useDocumentTitle(data?.profile ? displayName(data.profile) : data || error ? "Profile" : null);
  const failed = Boolean(error) && !data;

  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(
      () => notify.error("Error", "Failed to load profile data.", "profile-load-error"),
      0,
    );
    return () => clearTimeout(timer);
  }, [failed]);

  if (loading && !data) return <ProfileSkeleton />;
  if (failed) {
    return (
      <Page title="Profile">
        <ErrorState
          description="Failed to load profile data."
          onRetry={() => void refetch().catch(() => undefined)}
        />
      </Page>
    );
  }
  const profile = data?.profile;
  if (!profile) {
    return (
      <Page title="Profile">
        <Box borderWidth="1px" borderRadius="l3" bg="bg.panel">
          <EmptyState icon={<UserXIcon />} title="Profile not found." />
        </Box>
      </Page>
    );
  }
  const name = displayName(profile);
  return (
    <Box maxW="6xl" mx="auto" px={{ base: "3", md: "8" }} py={{ base: "4", md: "8" }}>
      <Stack gap="6">
        <ProfileHeader profile={profile} own={own} />
        <Grid
          templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 22rem" }}
          gap="6"
          alignItems="start"
        >
          <Stack gap="6" minW="0">
            <ProfileSections memberId={profile.id} memberName={name} own={own} />
            <ActivityTabs memberId={profile.id} own={own} name={name} />
          </Stack>
          <Stack gap="6" minW="0">
            {own ? <FriendRequestsCard /> : null}
            <ConnectionsPanel userId={profile.id} own={own} />
          </Stack>
        </Grid>
      </Stack>
    </Box>
  );
}

function SectionSkeleton() {
  return (
    <Card.Root variant="outline" bg="bg.panel" size="sm" aria-busy="true" aria-label="Loading">
      <Card.Body>
        <Stack gap="3">
          <Skeleton h="5" w="32" />
          <SkeletonText noOfLines={2} gap="2" />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The sections areas add to the profile above its activity (experience, education), by their order,
 * each loaded with the profile and a skeleton until it is.
 */
function ProfileSections(props: { memberId: string; memberName: string; own: boolean }) {
  const { profileSections } = useFeatures();
  return (
    <>
      {profileSections.map(({ section: Section }, index) => (
        <Suspense key={index} fallback={<SectionSkeleton />}>
          <Section {...props} />
        </Suspense>
      ))}
    </>
  );
}

function ProfileSkeleton() {
  return (
    <Box
      maxW="6xl"
      mx="auto"
      px={{ base: "3", md: "8" }}
      py={{ base: "4", md: "8" }}
      aria-busy="true"
    >
      <Card.Root overflow="hidden" variant="outline" bg="bg.panel">
        <Skeleton h={{ base: "32", md: "48" }} borderRadius="0" />
        <Card.Body>
          <Stack gap="3">
            <SkeletonCircle size="20" mt="-12" />
            <Skeleton h="7" w="48" />
            <Skeleton h="4" w="32" />
            <Skeleton h="4" w="64" />
          </Stack>
        </Card.Body>
      </Card.Root>
      <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 22rem" }} gap="6" mt="6">
        <Skeleton h="48" borderRadius="l3" />
        <Skeleton h="48" borderRadius="l3" />
      </Grid>
    </Box>
  );
}
