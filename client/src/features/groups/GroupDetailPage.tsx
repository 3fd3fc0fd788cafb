import {
  Box,
  Button,
  Card,
  Grid,
  GridItem,
  HStack,
  Skeleton,
  SkeletonText,
  Stack,
  Tabs,
} from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { ArrowLeftIcon, InfoIcon, MessageSquareIcon } from "lucide-react";
import { errorCode } from "../../apollo/errors";
import { ErrorState } from "../../components/ErrorState";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { notify } from "../../theme/toaster";
import { GroupAbout } from "./GroupAbout";
import { GroupHeader } from "./GroupHeader";
import { GroupPosts } from "./GroupPosts";
import { GroupDocument, type GroupDetailFieldsFragment } from "./group.generated";
import { JoinRequestsPanel } from "./JoinRequestsPanel";
import { MembersPanel } from "./MembersPanel";
import { GROUP_TEXT, isUuid } from "./text";

function BackButton() {
  return (
    <Button asChild variant="ghost" colorPalette="gray" size="sm" ms="-2">
      <RouterLink to="/groups">
        <ArrowLeftIcon /> Back to Groups
      </RouterLink>
    </Button>
  );
}

function GroupSkeleton() {
  return (
    <Stack gap="6" aria-busy="true" aria-label="Loading group">
      <Card.Root variant="outline" bg="bg.panel" overflow="hidden">
        <Skeleton h={{ base: "36", md: "56" }} borderRadius="0" />
        <Card.Body gap="3">
          <Skeleton h="8" w="60%" />
          <HStack gap="4">
            <Skeleton h="4" w="24" />
            <Skeleton h="4" w="40" />
          </HStack>
        </Card.Body>
      </Card.Root>
      <SkeletonText noOfLines={4} gap="3" />
    </Stack>
  );
}

/**
 * /groups/{groupId}: the banner, Posts and About, the members beside them and, for admins, the join
 * requests. An unknown id: 'Group not found - The group you are looking for does not exist.', a malformed
 * one: 'Invalid group ID format. Please try again later.', each back to /groups. `?post={id}` opens the
 * Posts tab at that post.
 */
export default function GroupDetailPage() {
  const { groupId } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const valid = isUuid(groupId);
  const { data, loading, error, refetch } = useQuery(GroupDocument, {
    variables: { id: groupId ?? "" },
    skip: !valid,
    fetchPolicy: "cache-and-network",
  });

  const missing = !valid || data?.group === null || errorCode(error) === "NOT_FOUND";
  useEffect(() => {
    if (!missing) return;
    // After this render (a toast raised inside a commit would flush the toaster mid-render).
    setTimeout(
      () =>
        valid
          ? notify.error(
              GROUP_TEXT.notFound.title,
              GROUP_TEXT.notFound.description,
              "group-missing",
            )
          : notify.error(GROUP_TEXT.invalidId, undefined, "group-missing"),
      0,
    );
    navigate("/groups", { replace: true });
  }, [missing, valid, navigate]);

  const failed = Boolean(error) && !missing && !data?.group;
  useEffect(() => {
    if (failed)
      notify.error(GROUP_TEXT.loadFailed.title, GROUP_TEXT.loadFailed.description, "group-load");
  }, [failed]);

  const group = data?.group;
  useDocumentTitle(group?.name);
  let content;
  if (group) {
    content = <GroupView group={group} focusPostId={params.get("post")} />;
  } else if (failed) {
    content = (
      <ErrorState
        title={GROUP_TEXT.loadFailed.description}
        description="Please check your connection and try again."
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  } else if (loading || !missing) {
    content = <GroupSkeleton />;
  }

  return (
    <Box maxW="6xl" mx="auto" px={{ base: "4", md: "8" }} py={{ base: "4", md: "6" }}>
      <Box mb="4">
        <BackButton />
      </Box>
      {content}
    </Box>
  );
}

type Tab = "posts" | "about";

function GroupView({
  group,
  focusPostId,
}: {
  group: GroupDetailFieldsFragment;
  focusPostId: string | null;
}) {
  const [tab, setTab] = useState<Tab>("posts");
  // A link to another post opens the Posts tab, even if About was open.
  const [linkedPost, setLinkedPost] = useState(focusPostId);
  if (linkedPost !== focusPostId) {
    setLinkedPost(focusPostId);
    if (focusPostId) setTab("posts");
  }
  const admin = group.viewerRole === "ADMIN";

  return (
    <Stack gap="6">
      <GroupHeader group={group} />
      <Grid
        templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 20rem" }}
        templateRows={{ lg: admin ? "auto 1fr" : "auto" }}
        templateAreas={
          admin
            ? { base: `"requests" "main" "members"`, lg: `"main requests" "main members"` }
            : { base: `"main" "members"`, lg: `"main members"` }
        }
        gap="6"
        alignItems="start"
      >
        <GridItem area="main" minW="0">
          <Tabs.Root
            value={tab}
            onValueChange={(details) => setTab(details.value as Tab)}
            variant="line"
            lazyMount
          >
            <Tabs.List mb="4">
              <Tabs.Trigger value="posts">
                <MessageSquareIcon /> Posts
              </Tabs.Trigger>
              <Tabs.Trigger value="about">
                <InfoIcon /> About
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="posts" pt="0">
              <GroupPosts group={group} focusPostId={focusPostId} />
            </Tabs.Content>
            <Tabs.Content value="about" pt="0">
              <GroupAbout group={group} />
            </Tabs.Content>
          </Tabs.Root>
        </GridItem>
        {admin ? (
          <GridItem area="requests">
            <JoinRequestsPanel group={group} />
          </GridItem>
        ) : null}
        <GridItem area="members">
          <MembersPanel group={group} canSeeMembers={group.viewerCanRead} />
        </GridItem>
      </Grid>
    </Stack>
  );
}
