import {
  AspectRatio,
  Badge,
  Box,
  Button,
  Card,
  Heading,
  HStack,
  Image,
  Link,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Stack,
  Tabs,
  Text,
} from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { IDEA_MESSAGES } from "@rules/ideas";
import { useState } from "react";
import { ArrowLeftIcon, ExternalLinkIcon, MailIcon, PencilIcon, SearchXIcon } from "lucide-react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { EmptyState } from "../../components/EmptyState";
import { ErrorState } from "../../components/ErrorState";
import { PagedLoadMoreButton } from "../../components/LoadMoreButton";
import { usePagedList } from "../../apollo/usePagedList";
import { LIKE_ONLY, Reactions } from "../../components/Reactions";
import { UserAvatar } from "../../components/UserAvatar";
import { displayName } from "../../lib/names";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { notify } from "../../theme/toaster";
import { ReportButton } from "../admin";
import { AddUpdateForm } from "./AddUpdateForm";
import { ContactFounderDialog } from "./ContactFounderDialog";
import { FundingProgress } from "./FundingProgress";
import { IdeaFormDialog } from "./IdeaFormDialog";
import {
  BusinessIdeaDocument,
  BusinessUpdatesDocument,
  type BusinessUpdateFieldsFragment,
} from "./investing.generated";
import { IDEA_TEXT, RISK_PALETTE, industryLabel, isFunded, riskLabel, usd } from "./text";

const UPDATES_PAGE_SIZE = 10;

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });

function BackLink() {
  return (
    <Button asChild variant="ghost" colorPalette="gray" size="sm" alignSelf="start">
      <RouterLink to="/investing">
        <ArrowLeftIcon /> {IDEA_TEXT.back}
      </RouterLink>
    </Button>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Stack maxW="4xl" mx="auto" px={{ base: "4", md: "8" }} py={{ base: "6", md: "8" }} gap="5">
      {children}
    </Stack>
  );
}

function UpdateItem({ update }: { update: BusinessUpdateFieldsFragment }) {
  return (
    <Card.Root as="li" variant="outline" bg="bg.panel">
      <Card.Body gap="2" p="4">
        <HStack justify="space-between" align="baseline" gap="3">
          <Heading as="h3" size="sm">
            {update.title}
          </Heading>
          <Text as="time" fontSize="xs" color="fg.muted" flexShrink={0}>
            {dateText(update.createdAt)}
          </Text>
        </HStack>
        <Text whiteSpace="pre-wrap" wordBreak="break-word">
          {update.content}
        </Text>
        {update.mediaUrl && update.mediaType === "VIDEO" ? (
          <video src={update.mediaUrl} controls style={{ maxHeight: 320, borderRadius: 8 }} />
        ) : update.mediaUrl ? (
          <Image src={update.mediaUrl} alt="" maxH="80" borderRadius="l2" objectFit="cover" />
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

function UpdatesList({ ideaId }: { ideaId: string }) {
  const updates = useQuery(BusinessUpdatesDocument, {
    variables: { businessIdeaId: ideaId, first: UPDATES_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const list = updates.data?.businessUpdates;
  const pager = usePagedList(list, updates.fetchMore);
  if (!list && updates.loading) return <SkeletonText noOfLines={3} gap="2" />;
  if (!list)
    return (
      <ErrorState
        title={IDEA_MESSAGES.updatesFailed}
        onRetry={() => void updates.refetch().catch(() => undefined)}
      />
    );
  if (!list.edges.length) return <Text color="fg.muted">No updates yet.</Text>;
  return (
    <Stack gap="3">
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Updates">
        {list.edges.map(({ node }) => (
          <UpdateItem key={node.id} update={node} />
        ))}
      </Stack>
      <PagedLoadMoreButton
        variant="outline"
        alignSelf="center"
        list={pager}
        onError={() => notify.error("Error", IDEA_MESSAGES.updatesFailed)}
      />
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap="0.5" minW="0">
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Box fontWeight="medium" wordBreak="break-word">
        {children}
      </Box>
    </Stack>
  );
}

/**
 * /investing/:id: the idea's picture or video, title, founder, industry, description, risk, goal, equity,
 * location, links and funding progress; Like and Contact Founder; the Updates, and for the founder
 * 'Edit Idea' and an 'Add Update' tab. An unknown id shows the not-found card.
 */
export default function BusinessIdeaPage() {
  const { id = "" } = useParams();
  const [tab, setTab] = useState("updates");
  const [editing, setEditing] = useState(false);
  const [contacting, setContacting] = useState(false);
  const query = useQuery(BusinessIdeaDocument, {
    variables: { id },
    skip: !id,
    fetchPolicy: "cache-and-network",
  });
  const idea = query.data?.businessIdea;
  useDocumentTitle(query.data ? (idea?.title ?? IDEA_MESSAGES.notFound) : null);

  if (!id)
    return (
      <Frame>
        <ErrorState title={IDEA_MESSAGES.idRequired} />
      </Frame>
    );
  if (query.loading && !query.data)
    return (
      <Frame>
        <Stack gap="4" aria-busy="true" aria-label="Loading business idea">
          <Skeleton h="60" borderRadius="l3" />
          <Skeleton h="8" w="60%" />
          <SkeletonText noOfLines={4} gap="2" />
        </Stack>
      </Frame>
    );
  if (!query.data)
    return (
      <Frame>
        <BackLink />
        <ErrorState
          title={IDEA_MESSAGES.loadFailed}
          description="Please check your connection and try again."
          onRetry={() => void query.refetch().catch(() => undefined)}
        />
      </Frame>
    );
  if (!idea)
    return (
      <Frame>
        <Box borderWidth="1px" borderRadius="l3" bg="bg.panel">
          <EmptyState icon={<SearchXIcon />} title={IDEA_MESSAGES.notFound}>
            <Text color="fg.muted" fontSize="sm" wordBreak="break-all">
              ID: {id}
            </Text>
            <Button asChild>
              <RouterLink to="/investing">{IDEA_TEXT.back}</RouterLink>
            </Button>
          </EmptyState>
        </Box>
      </Frame>
    );

  const author = idea.author ? displayName(idea.author) : "Unknown User";
  return (
    <Frame>
      <BackLink />
      <Card.Root variant="outline" bg="bg.panel" overflow="hidden">
        {idea.videoUrl ? (
          <Box bg="black">
            <video
              src={idea.videoUrl}
              controls
              poster={idea.imageUrl ?? undefined}
              style={{ width: "100%", maxHeight: 420 }}
              aria-label="Pitch video"
            />
          </Box>
        ) : idea.imageUrl ? (
          <AspectRatio ratio={16 / 7}>
            <Image src={idea.imageUrl} alt={idea.title} objectFit="cover" />
          </AspectRatio>
        ) : null}
        <Card.Body gap="5" p={{ base: "4", md: "6" }}>
          <Stack gap="3">
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette="brand" variant="subtle">
                {industryLabel(idea.industry)}
              </Badge>
              <Badge colorPalette={RISK_PALETTE[idea.risk]} variant="outline">
                {riskLabel(idea.risk)} risk
              </Badge>
              <Badge colorPalette={isFunded(idea) ? "green" : "gray"} variant="subtle">
                {isFunded(idea) ? "Funded" : "Active"}
              </Badge>
            </HStack>
            <HStack justify="space-between" align="start" gap="3" wrap="wrap">
              <Heading as="h1" size={{ base: "xl", md: "2xl" }} wordBreak="break-word">
                {idea.title}
              </Heading>
              {idea.viewerIsOwner ? (
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="gray"
                  onClick={() => setEditing(true)}
                >
                  <PencilIcon /> Edit Idea
                </Button>
              ) : null}
            </HStack>
            <HStack gap="2">
              <UserAvatar
                name={author}
                src={idea.author?.avatarThumbnailUrl ?? idea.author?.avatarUrl}
                size="sm"
              />
              {idea.author ? (
                <Link asChild fontWeight="medium">
                  <RouterLink to={`/profile/${idea.author.id}`}>{author}</RouterLink>
                </Link>
              ) : (
                <Text fontWeight="medium">{author}</Text>
              )}
              <Text color="fg.muted" fontSize="sm">
                · {dateText(idea.createdAt)}
              </Text>
            </HStack>
          </Stack>
          <Text whiteSpace="pre-wrap" wordBreak="break-word">
            {idea.description}
          </Text>
          <FundingProgress
            currentFunding={idea.currentFunding}
            fundingGoal={idea.fundingGoal}
            fundingProgress={idea.fundingProgress}
            size="md"
          />
          <SimpleGrid columns={{ base: 2, md: 3 }} gap="4">
            <Fact label="Funding goal">{usd(idea.fundingGoal)}</Fact>
            <Fact label="Equity offered">
              {idea.equityOffered != null ? `${idea.equityOffered}%` : "Not set"}
            </Fact>
            <Fact label="Risk">{riskLabel(idea.risk)}</Fact>
            <Fact label="Location">{idea.location ?? "Not set"}</Fact>
            <Fact label="Website">
              {idea.website ? (
                <Link
                  href={idea.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  colorPalette="brand"
                >
                  {new URL(idea.website).host} <ExternalLinkIcon size={14} />
                </Link>
              ) : (
                "Not set"
              )}
            </Fact>
            <Fact label="Pitch deck">
              {idea.pitchDeckUrl ? (
                <Link
                  href={idea.pitchDeckUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  colorPalette="brand"
                >
                  View pitch deck <ExternalLinkIcon size={14} />
                </Link>
              ) : (
                "Not set"
              )}
            </Fact>
          </SimpleGrid>
          <HStack justify="space-between" gap="3" wrap="wrap" borderTopWidth="1px" pt="4">
            <Reactions
              contentType="BUSINESS_IDEA"
              contentId={idea.id}
              reactions={idea.reactions}
              kinds={LIKE_ONLY}
            />
            <HStack gap="2">
              <ReportButton
                targetType="BUSINESS_IDEA"
                targetId={idea.id}
                authorId={idea.author?.id}
              />
              {!idea.viewerIsOwner && idea.author ? (
                <Button onClick={() => setContacting(true)}>
                  <MailIcon /> Contact Founder
                </Button>
              ) : null}
            </HStack>
          </HStack>
        </Card.Body>
      </Card.Root>

      <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} variant="line">
        <Tabs.List>
          <Tabs.Trigger value="updates">Updates ({idea.updateCount})</Tabs.Trigger>
          {idea.viewerIsOwner ? <Tabs.Trigger value="add">Add Update</Tabs.Trigger> : null}
        </Tabs.List>
        <Tabs.Content value="updates">
          <UpdatesList ideaId={idea.id} />
        </Tabs.Content>
        {idea.viewerIsOwner ? (
          <Tabs.Content value="add">
            <AddUpdateForm ideaId={idea.id} onAdded={() => setTab("updates")} />
          </Tabs.Content>
        ) : null}
      </Tabs.Root>

      {idea.viewerIsOwner ? (
        <IdeaFormDialog open={editing} onOpenChange={setEditing} idea={idea} />
      ) : (
        <ContactFounderDialog
          open={contacting}
          onOpenChange={setContacting}
          ideaId={idea.id}
          ideaTitle={idea.title}
        />
      )}
    </Frame>
  );
}
