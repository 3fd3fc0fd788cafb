import { Box, Button, Card, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { normalizeTag } from "@rules/mentions";
import { HashIcon } from "lucide-react";
import { Suspense } from "react";
import { useParams } from "react-router-dom";
import { userMessage } from "../../apollo/errors";
import { useSession } from "../../apollo/session";
import { usePagedList } from "../../apollo/usePagedList";
import { AvatarSkeleton } from "../../components/AvatarSkeleton";
import { EmptyState } from "../../components/EmptyState";
import { ErrorState } from "../../components/ErrorState";
import { PagedLoadMoreButton } from "../../components/LoadMoreButton";
import { Page } from "../../components/Page";
import { useSignInPrompt } from "../../components/SignInPrompt";
import { notify } from "../../theme/toaster";
import { FeedCard } from "../feed";
import {
  FollowedTagsDocument,
  FollowTagDocument,
  TagDocument,
  TaggedContentDocument,
  UnfollowTagDocument,
  type TagFieldsFragment,
} from "./tags.generated";
import { TAG_TEXT } from "./text";
import { useDocumentTitle } from "../../lib/useDocumentTitle";

/** Tagged items per page, more with 'Load more'. */
export const TAG_PAGE = 20;

function ListSkeleton() {
  return (
    <Stack as="ul" gap="4" listStyleType="none" aria-busy="true" aria-label="Loading posts">
      {[0, 1, 2].map((index) => (
        <Card.Root as="li" key={index} variant="outline" bg="bg.panel">
          <Card.Body gap="3" p={{ base: "4", md: "5" }}>
            <AvatarSkeleton
              lines={[
                ["3.5", "30%"],
                ["2.5", "15%"],
              ]}
            />
            <Skeleton h="5" w="70%" />
            <Skeleton h="3.5" w="full" />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

/** Follow / Following: members follow the tag; visitors are asked to sign in. */
function FollowButton({ tag }: { tag: TagFieldsFragment }) {
  const { me } = useSession();
  const { prompt, element } = useSignInPrompt();
  const options = {
    variables: { name: tag.name },
    refetchQueries: [FollowedTagsDocument],
    onError: (cause: unknown) =>
      notify.error(TAG_TEXT.followFailed, userMessage(cause, TAG_TEXT.unexpected)),
  };
  const [follow, following] = useMutation(FollowTagDocument, options);
  const [unfollow, unfollowing] = useMutation(UnfollowTagDocument, options);
  const busy = following.loading || unfollowing.loading;
  return (
    <>
      {tag.viewerFollows ? (
        <Button
          variant="outline"
          colorPalette="gray"
          aria-pressed="true"
          loading={busy}
          onClick={() => void unfollow().catch(() => undefined)}
        >
          Following
        </Button>
      ) : (
        <Button
          aria-pressed="false"
          loading={busy}
          onClick={() =>
            me ? void follow().catch(() => undefined) : prompt(TAG_TEXT.signInAction)
          }
        >
          Follow
        </Button>
      )}
      {element}
    </>
  );
}

/** The tagged content, newest first, as the feed's cards, page by page. */
function TaggedList({ tag }: { tag: string }) {
  const { me } = useSession();
  const { prompt, element } = useSignInPrompt();
  const { data, loading, error, refetch, fetchMore } = useQuery(TaggedContentDocument, {
    variables: { tag, first: TAG_PAGE },
    fetchPolicy: "cache-and-network",
  });
  const list = data?.taggedContent;
  const pager = usePagedList(list, fetchMore);
  const items = pager.nodes.filter((item) => item.author);

  if (!list && loading) return <ListSkeleton />;
  if (!list) {
    return (
      <ErrorState
        title={TAG_TEXT.listFailed}
        description={userMessage(error, TAG_TEXT.unexpected)}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  if (!items.length) {
    return (
      <Box borderWidth="1px" borderRadius="l3" bg="bg.panel">
        <EmptyState icon={<HashIcon />} title={TAG_TEXT.empty(tag)} />
      </Box>
    );
  }
  return (
    <Stack gap="4">
      <Stack as="ul" gap="4" listStyleType="none" aria-label={`Posts tagged #${tag}`}>
        <Suspense fallback={<ListSkeleton />}>
          {items.map((item) => (
            <li key={item.id}>
              <FeedCard item={item} onSignInRequired={me ? undefined : prompt} />
            </li>
          ))}
        </Suspense>
      </Stack>
      <PagedLoadMoreButton
        list={pager}
        variant="outline"
        onError={(cause) =>
          notify.error(TAG_TEXT.listFailed, userMessage(cause, TAG_TEXT.unexpected))
        }
      />
      {element}
    </Stack>
  );
}

/**
 * `/tags/:tag`: the tag with its use and follower counts and Follow, then the content tagged with it
 * that the viewer may see, newest first.
 */
export default function TagPage() {
  const { tag: param = "" } = useParams();
  const name = normalizeTag(decodeURIComponent(param)) ?? param.replace(/^#/, "").toLowerCase();
  const { data, loading, error, refetch } = useQuery(TagDocument, {
    variables: { name },
    fetchPolicy: "cache-and-network",
  });
  const tag = data?.tag;
  useDocumentTitle(`#${tag?.name ?? name}`);

  let subtitle;
  let content;
  let actions;
  if (data === undefined && loading) {
    subtitle = <Skeleton as="span" display="inline-block" h="4" w="40" />;
    content = <ListSkeleton />;
  } else if (data === undefined) {
    content = (
      <ErrorState
        title={TAG_TEXT.tagFailed}
        description={userMessage(error, TAG_TEXT.unexpected)}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  } else if (!tag) {
    content = (
      <Box borderWidth="1px" borderRadius="l3" bg="bg.panel">
        <EmptyState icon={<HashIcon />} title={TAG_TEXT.unknown(name)} />
      </Box>
    );
  } else {
    subtitle = (
      <HStack as="span" gap="2" wrap="wrap">
        <Text as="span">{TAG_TEXT.uses(tag.useCount)}</Text>
        <Text as="span" aria-hidden="true">
          ·
        </Text>
        <Text as="span">{TAG_TEXT.followers(tag.followerCount)}</Text>
      </HStack>
    );
    actions = <FollowButton tag={tag} />;
    content = <TaggedList tag={tag.name} />;
  }

  return (
    <Page title={`#${tag?.name ?? name}`} subtitle={subtitle} actions={actions} maxW="3xl">
      {content}
    </Page>
  );
}
