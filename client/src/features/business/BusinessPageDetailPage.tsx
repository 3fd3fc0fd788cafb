import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  IconButton,
  Image,
  Link,
  Stack,
  Tabs,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import {
  BadgeCheckIcon,
  BriefcaseIcon,
  CameraIcon,
  ImagePlusIcon,
  MessageCircleIcon,
  PencilIcon,
  Share2Icon,
  StarIcon,
  Trash2Icon,
  XIcon,
} from "lucide-react";
import { PAGE_LIMITS, pagePostSchema } from "@rules/pages";
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { userMessage } from "../../apollo/errors";
import { useSession } from "../../apollo/session";
import { uploadProgressContext } from "../../apollo/upload-progress";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { EmptyState } from "../../components/EmptyState";
import { ErrorState } from "../../components/ErrorState";
import { LoadMoreButton } from "../../components/LoadMoreButton";
import { PageSpinner } from "../../components/PageSpinner";
import { Reactions } from "../../components/Reactions";
import { UploadProgressBar } from "../../components/UploadProgressBar";
import { UserAvatar } from "../../components/UserAvatar";
import { displayName } from "../../lib/names";
import { notify } from "../../theme/toaster";
import { ReportButton } from "../admin";
import { ARTICLE_IMAGE_ACCEPT, checkArticleImage } from "../../components/articleImage";
import type { ChosenImage } from "../../components/ArticleImageField";
import { CommentsSection } from "../comments";
import { relativeTime } from "../../lib/time";
import {
  type BusinessPageFieldsFragment,
  BusinessPageDocument,
  CreatePagePostDocument,
  CreateReviewDocument,
  DeletePagePostDocument,
  DeleteReviewDocument,
  SetBusinessPageVerifiedDocument,
  FollowBusinessPageDocument,
  type PagePostFieldsFragment,
  PagePostsDocument,
  ReviewsDocument,
  SharePagePostDocument,
  UnfollowBusinessPageDocument,
  UpdateReviewDocument,
  UploadBusinessPageCoverDocument,
} from "./business.generated";
import { BusinessPageFormDialog } from "./BusinessPageFormDialog";
import { BUSINESS_TEXT, categoryLabel, ratingText } from "./text";

const MAX_COVER_BYTES = 5 * 1024 * 1024;

/** Follow/Following, Message (visitors are sent to sign in), or the owner's Edit Page and Change Cover. */
function PageActions({ page }: { page: BusinessPageFieldsFragment }) {
  const { me } = useSession();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const [preview, setPreview] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [follow, { loading: following }] = useMutation(FollowBusinessPageDocument);
  const [unfollow, { loading: unfollowing }] = useMutation(UnfollowBusinessPageDocument);
  const [uploadCover] = useMutation(UploadBusinessPageCoverDocument);

  const toggleFollow = async () => {
    if (!me) {
      notify.error("Authentication Required", "Please log in to follow this business page.");
      navigate("/auth");
      return;
    }
    try {
      if (page.viewerIsFollowing) {
        await unfollow({ variables: { id: page.id } });
        notify.success("Unfollowed", `You are no longer following ${page.name}`);
      } else {
        await follow({ variables: { id: page.id } });
        notify.success("Following", `You are now following ${page.name}`);
      }
    } catch (error) {
      notify.error("Error", userMessage(error, BUSINESS_TEXT.followFailed));
    }
  };

  const message = () => {
    if (!me) {
      notify.error("Authentication Required", "Please log in to send messages.");
      navigate("/auth");
      return;
    }
    if (!page.owner) return;
    notify.info("Opening Messages", `Starting conversation with ${page.name}`);
    navigate("/messages", { state: { selectedUserId: page.owner.id } });
  };

  const changeCover = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      notify.error("Invalid file type", "Please select an image file.");
      return;
    }
    if (file.size > MAX_COVER_BYTES) {
      notify.error("File too large", "Please select an image smaller than 5MB.");
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    setProgress(null);
    try {
      await uploadCover({
        variables: { id: page.id, file },
        context: uploadProgressContext(({ loaded, total }) =>
          setProgress(total ? Math.round((loaded / total) * 100) : null),
        ),
      });
      notify.success(BUSINESS_TEXT.coverUpdated);
    } catch (error) {
      notify.error(BUSINESS_TEXT.coverFailed[0], userMessage(error, BUSINESS_TEXT.coverFailed[1]));
    } finally {
      URL.revokeObjectURL(url);
      setPreview(null);
      setProgress(undefined);
    }
  };

  if (page.viewerIsOwner)
    return (
      <Stack gap="2" align={{ base: "stretch", sm: "end" }}>
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" onClick={() => setEditing(true)}>
            <PencilIcon /> Edit Page
          </Button>
          <Button
            variant="outline"
            onClick={() => fileInput.current?.click()}
            loading={progress !== undefined}
            loadingText="Uploading..."
          >
            <CameraIcon /> Change Cover
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            hidden
            aria-label="Cover image"
            onChange={(e) => void changeCover(e)}
          />
        </HStack>
        {progress !== undefined ? (
          <Box w="64">
            {preview ? (
              <Image
                src={preview}
                alt="Cover preview"
                h="16"
                w="full"
                objectFit="cover"
                borderRadius="l2"
                mb="2"
              />
            ) : null}
            <UploadProgressBar value={progress} />
          </Box>
        ) : null}
        <BusinessPageFormDialog open={editing} onOpenChange={setEditing} page={page} />
      </Stack>
    );
  return (
    <HStack gap="2" wrap="wrap">
      <Button
        variant={page.viewerIsFollowing ? "outline" : "solid"}
        onClick={() => void toggleFollow()}
        loading={following || unfollowing}
      >
        {page.viewerIsFollowing ? "Following" : "Follow"}
      </Button>
      <Button variant="outline" onClick={message}>
        <MessageCircleIcon /> Message
      </Button>
      <ReportButton targetType="BUSINESS_PAGE" targetId={page.id} authorId={page.owner?.id} />
    </HStack>
  );
}

/** Super admins set or clear the page's verified badge (recorded in the audit log). */
function VerifyButton({ page }: { page: BusinessPageFieldsFragment }) {
  const { me } = useSession();
  const [setVerified, { loading }] = useMutation(SetBusinessPageVerifiedDocument);
  if (!me?.isSuperAdmin) return null;
  const toggle = async () => {
    try {
      await setVerified({ variables: { id: page.id, verified: !page.isVerified } });
      notify.success(page.isVerified ? "Verification removed" : "Page verified");
    } catch (error) {
      notify.error("Failed to update verification", userMessage(error, "Please try again."));
    }
  };
  return (
    <Button
      variant="outline"
      colorPalette={page.isVerified ? "gray" : "blue"}
      size="sm"
      loading={loading}
      onClick={() => void toggle()}
    >
      <BadgeCheckIcon /> {page.isVerified ? "Remove verification" : "Verify page"}
    </Button>
  );
}

/** The owner writes as the page: 1–2000 characters and up to 4 images, which go up with progress. */
function PostComposer({ page }: { page: BusinessPageFieldsFragment }) {
  const [content, setContent] = useState("");
  const [images, setImages] = useState<ChosenImage[]>([]);
  const [checking, setChecking] = useState(false);
  const [tried, setTried] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const [create, { loading }] = useMutation(CreatePagePostDocument, {
    refetchQueries: ["PagePosts"],
  });
  // Previews' object URLs are released as images leave, and all of them when the composer goes away.
  const chosen = useRef<ChosenImage[]>([]);
  useEffect(() => {
    chosen.current = images;
  }, [images]);
  useEffect(() => () => chosen.current.forEach((image) => URL.revokeObjectURL(image.url)), []);
  const remove = (gone: ChosenImage[]) => {
    gone.forEach((image) => URL.revokeObjectURL(image.url));
    setImages((current) => current.filter((image) => !gone.includes(image)));
  };

  const checked = pagePostSchema.safeParse({ content, imageCount: images.length });
  const length = content.trim().length;
  const message =
    !checked.success && (tried || length > PAGE_LIMITS.postMax)
      ? checked.error.issues[0]?.message
      : undefined;

  const choose = async (files: File[]) => {
    setChecking(true);
    const chosen: ChosenImage[] = [];
    for (const file of files.slice(0, PAGE_LIMITS.postImagesMax - images.length)) {
      const problem = await checkArticleImage(file);
      if (problem) notify.error(problem.title, problem.description, "page-post-image");
      else chosen.push({ file, url: URL.createObjectURL(file) });
    }
    setChecking(false);
    setImages((current) => [...current, ...chosen]);
  };

  const submit = async () => {
    setTried(true);
    if (!checked.success || loading) return;
    setProgress(null);
    try {
      await create({
        variables: {
          input: {
            pageId: page.id,
            content: checked.data.content,
            images: images.map((image) => image.file),
          },
        },
        context: images.length
          ? uploadProgressContext(({ loaded, total }) =>
              setProgress(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null),
            )
          : undefined,
      });
    } catch (error) {
      notify.error("Error", userMessage(error, "Failed to create post"), "page-post");
      return;
    }
    setContent("");
    remove(images);
    setTried(false);
    notify.success("Posted", "Your post is on the page.", "page-post");
  };
  return (
    <Card.Root variant="outline" bg="bg.panel" size="sm">
      <Card.Body gap="3">
        <HStack align="start" gap="3">
          <UserAvatar name={page.name} src={page.profileImageUrl} />
          <Stack flex="1" minW="0" gap="1">
            <Textarea
              aria-label="Write a post as the page"
              placeholder="Share news with your followers..."
              value={content}
              onChange={(e) => setContent(e.target.value)}
              autoresize
              rows={2}
              maxH="80"
              disabled={loading}
              aria-invalid={Boolean(message)}
            />
            {message ? (
              <Text fontSize="sm" color="fg.error">
                {message}
              </Text>
            ) : null}
          </Stack>
        </HStack>
        {images.length ? (
          <HStack gap="2" wrap="wrap" ms={{ base: "0", sm: "3.25rem" }}>
            {images.map((image, index) => (
              <Box key={image.url} position="relative">
                <Image
                  src={image.url}
                  alt={`Selected image ${index + 1}`}
                  h="24"
                  maxW="40"
                  objectFit="cover"
                  borderRadius="l2"
                  borderWidth="1px"
                />
                <IconButton
                  size="2xs"
                  variant="surface"
                  colorPalette="gray"
                  position="absolute"
                  top="1"
                  insetEnd="1"
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() => remove([image])}
                  disabled={loading}
                >
                  <XIcon />
                </IconButton>
              </Box>
            ))}
          </HStack>
        ) : null}
        {loading && images.length ? (
          <Box ms={{ base: "0", sm: "3.25rem" }}>
            <UploadProgressBar
              value={progress}
              label={images.length > 1 ? "Uploading images..." : "Uploading image..."}
            />
          </Box>
        ) : null}
        <HStack justify="space-between" gap="3" ms={{ base: "0", sm: "3.25rem" }}>
          <input
            ref={input}
            type="file"
            accept={ARTICLE_IMAGE_ACCEPT}
            multiple
            hidden
            tabIndex={-1}
            data-testid="page-post-image-input"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              // Reset so picking the same file again still fires a change.
              event.target.value = "";
              if (files.length) void choose(files);
            }}
          />
          <Button
            size="sm"
            variant="ghost"
            colorPalette="gray"
            onClick={() => input.current?.click()}
            loading={checking}
            loadingText="Checking images..."
            disabled={loading || images.length >= PAGE_LIMITS.postImagesMax}
          >
            <ImagePlusIcon /> Add images ({images.length}/{PAGE_LIMITS.postImagesMax})
          </Button>
          <HStack gap="3">
            <Text
              fontSize="xs"
              color={length > PAGE_LIMITS.postMax ? "fg.error" : "fg.muted"}
              fontVariantNumeric="tabular-nums"
            >
              {length} / {PAGE_LIMITS.postMax}
            </Text>
            <Button
              size="sm"
              onClick={() => void submit()}
              loading={loading}
              loadingText="Posting..."
            >
              Post
            </Button>
          </HStack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function PagePostCard({
  post,
  page,
}: {
  post: PagePostFieldsFragment;
  page: BusinessPageFieldsFragment;
}) {
  const { me } = useSession();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [share] = useMutation(SharePagePostDocument, { refetchQueries: ["PagePosts"] });
  const [remove, { loading: removing }] = useMutation(DeletePagePostDocument, {
    refetchQueries: ["PagePosts"],
  });
  const doDelete = async () => {
    try {
      await remove({ variables: { id: post.id } });
      setConfirming(false);
      notify.success("Post deleted", "The post was removed from the page.");
    } catch (error) {
      notify.error("Error", userMessage(error, "Failed to delete post"));
    }
  };
  const doShare = async () => {
    try {
      await share({ variables: { postId: post.id } });
      notify.success("Shared", "The post is on your feed.");
    } catch (error) {
      notify.error("Error", userMessage(error, "Error sharing post"));
    }
  };
  return (
    <Card.Root
      as="article"
      variant="outline"
      bg="bg.panel"
      size="sm"
      aria-label={`Post by ${page.name}`}
    >
      <Card.Body gap="3">
        <HStack gap="3">
          <UserAvatar name={page.name} src={page.profileImageUrl} />
          <Stack gap="0" flex="1">
            <Text fontWeight="semibold">{page.name}</Text>
            <Text fontSize="xs" color="fg.muted">
              {relativeTime(post.createdAt)}
            </Text>
          </Stack>
          {post.viewerCanDelete ? (
            <IconButton
              size="sm"
              variant="ghost"
              colorPalette="gray"
              aria-label="Delete post"
              onClick={() => setConfirming(true)}
            >
              <Trash2Icon />
            </IconButton>
          ) : null}
          <ReportButton
            targetType="PAGE_POST"
            targetId={post.id}
            authorId={page.owner?.id}
            compact
          />
        </HStack>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Delete post"
          message="Are you sure you want to delete this post? This action cannot be undone."
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          pending={removing}
          onConfirm={() => void doDelete()}
        />
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {post.content}
        </Text>
        {post.imageUrls.map((url) => (
          <Image
            key={url}
            src={url}
            alt=""
            w="full"
            maxH="md"
            objectFit="cover"
            borderRadius="l2"
            loading="lazy"
          />
        ))}
        <Flex gap="2" align="center" justify="space-between" wrap="wrap">
          <Reactions contentType="PAGE_POST" contentId={post.id} reactions={post.reactions} />
          <HStack gap="1">
            <Button
              size="sm"
              variant={commentsOpen ? "subtle" : "ghost"}
              colorPalette="gray"
              onClick={() => setCommentsOpen(!commentsOpen)}
              aria-expanded={commentsOpen}
            >
              <MessageCircleIcon /> Comments ({post.commentCount})
            </Button>
            {me ? (
              <Button size="sm" variant="ghost" colorPalette="gray" onClick={() => void doShare()}>
                <Share2Icon /> Share{post.shareCount ? ` (${post.shareCount})` : ""}
              </Button>
            ) : null}
          </HStack>
        </Flex>
        {commentsOpen ? (
          <Box borderTopWidth="1px" pt="3">
            <CommentsSection contentType="PAGE_POST" contentId={post.id} />
          </Box>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

function PostsTab({ page }: { page: BusinessPageFieldsFragment }) {
  const posts = useQuery(PagePostsDocument, { variables: { pageId: page.id, first: 10 } });
  const list = posts.data?.pagePosts;
  return (
    <Stack gap="4">
      {page.viewerIsOwner ? <PostComposer page={page} /> : null}
      {!list ? (
        posts.loading ? (
          <PageSpinner />
        ) : (
          <ErrorState title="Failed to load posts" onRetry={() => void posts.refetch()} />
        )
      ) : !list.edges.length ? (
        <Text color="fg.muted">{BUSINESS_TEXT.noPosts}</Text>
      ) : (
        list.edges.map(({ node }) => <PagePostCard key={node.id} post={node} page={page} />)
      )}
      {list?.pageInfo.hasNextPage ? (
        <LoadMoreButton
          variant="outline"
          onLoadMore={() => posts.fetchMore({ variables: { after: list.pageInfo.endCursor } })}
          onError={() => notify.error("Error", "Failed to load posts")}
        />
      ) : null}
    </Stack>
  );
}

function Stars({ value, onChange }: { value: number; onChange?: (value: number) => void }) {
  return (
    <HStack
      gap="0"
      role={onChange ? "radiogroup" : "img"}
      aria-label={onChange ? "Rating" : `${value} out of 5 stars`}
    >
      {[1, 2, 3, 4, 5].map((n) =>
        onChange ? (
          <Button
            key={n}
            size="xs"
            variant="ghost"
            px="1"
            role="radio"
            aria-checked={value === n}
            aria-label={`${n} star${n > 1 ? "s" : ""}`}
            onClick={() => onChange(n)}
            color={n <= value ? "orange.solid" : "fg.subtle"}
          >
            <StarIcon fill={n <= value ? "currentColor" : "none"} />
          </Button>
        ) : (
          <Box key={n} color={n <= value ? "orange.solid" : "fg.subtle"}>
            <StarIcon size={16} fill={n <= value ? "currentColor" : "none"} aria-hidden />
          </Box>
        ),
      )}
    </HStack>
  );
}

function ReviewForm({ page }: { page: BusinessPageFieldsFragment }) {
  const own = page.viewerReview;
  const [rating, setRating] = useState(own?.rating ?? 0);
  const [text, setText] = useState(own?.text ?? "");
  const [create, { loading: creating }] = useMutation(CreateReviewDocument, {
    refetchQueries: ["Reviews", "BusinessPage"],
  });
  const [update, { loading: updating }] = useMutation(UpdateReviewDocument, {
    refetchQueries: ["Reviews"],
  });
  const [remove, { loading: removing }] = useMutation(DeleteReviewDocument, {
    refetchQueries: ["Reviews", "BusinessPage"],
    awaitRefetchQueries: true,
  });
  const [confirming, setConfirming] = useState(false);
  const doDelete = async () => {
    if (!own) return;
    try {
      await remove({ variables: { id: own.id } });
      setConfirming(false);
      notify.success("Review deleted", "Your review was removed.");
    } catch (error) {
      notify.error("Error", userMessage(error, "Failed to delete your review"));
    }
  };
  const submit = async () => {
    try {
      if (own) await update({ variables: { id: own.id, input: { rating, text } } });
      else await create({ variables: { input: { pageId: page.id, rating, text } } });
      notify.success("Thank you", own ? "Your review was updated." : "Your review was posted.");
    } catch (error) {
      notify.error("Error", userMessage(error, "Failed to save your review"));
    }
  };
  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Body gap="3">
        <Heading as="h3" size="sm">
          {own ? "Your review" : "Write a review"}
        </Heading>
        <Stars value={rating} onChange={setRating} />
        <Textarea
          aria-label="Your review"
          placeholder="Tell others about your experience..."
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <HStack justify="end" gap="2">
          {own ? (
            <Button
              variant="ghost"
              colorPalette="red"
              onClick={() => setConfirming(true)}
              disabled={creating || updating}
            >
              <Trash2Icon /> Delete Review
            </Button>
          ) : null}
          <Button
            onClick={() => void submit()}
            loading={creating || updating}
            disabled={!rating || !text.trim()}
          >
            {own ? "Update Review" : "Post Review"}
          </Button>
        </HStack>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Delete review"
          message="Are you sure you want to delete your review? This action cannot be undone."
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          pending={removing}
          onConfirm={() => void doDelete()}
        />
      </Card.Body>
    </Card.Root>
  );
}

function ReviewsTab({ page }: { page: BusinessPageFieldsFragment }) {
  const { me } = useSession();
  const reviews = useQuery(ReviewsDocument, { variables: { pageId: page.id, first: 20 } });
  const list = reviews.data?.reviews;
  const rating = ratingText(page.averageRating, page.reviewCount);
  return (
    <Stack gap="4">
      {rating ? (
        <HStack gap="3">
          <Stars value={Math.round(page.averageRating ?? 0)} />
          <Text fontWeight="semibold">{rating}</Text>
        </HStack>
      ) : null}
      {me && !page.viewerIsOwner ? (
        <ReviewForm key={page.viewerReview?.id ?? "new"} page={page} />
      ) : null}
      {!list ? (
        reviews.loading ? (
          <PageSpinner />
        ) : (
          <ErrorState title="Failed to load reviews" onRetry={() => void reviews.refetch()} />
        )
      ) : !list.edges.length ? (
        <Text color="fg.muted">{BUSINESS_TEXT.noReviews}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label="Reviews">
          {list.edges.map(({ node }) => {
            const name = node.author ? displayName(node.author) : "Unknown User";
            return (
              <Card.Root as="li" key={node.id} variant="outline" bg="bg.panel" size="sm">
                <Card.Body gap="2">
                  <HStack gap="3">
                    <UserAvatar
                      name={name}
                      src={node.author?.avatarThumbnailUrl ?? node.author?.avatarUrl}
                    />
                    <Stack gap="0" flex="1">
                      <Text fontWeight="semibold">{name}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {relativeTime(node.createdAt)}
                      </Text>
                    </Stack>
                    <Stars value={node.rating} />
                    <ReportButton
                      targetType="REVIEW"
                      targetId={node.id}
                      authorId={node.author?.id}
                      compact
                    />
                  </HStack>
                  <Text whiteSpace="pre-wrap">{node.text}</Text>
                </Card.Body>
              </Card.Root>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

function About({ page }: { page: BusinessPageFieldsFragment }) {
  const rows = [
    ["Address", page.address],
    ["Phone", page.phone],
    ["Website", page.website],
    ["Email", page.email],
    ["Business Hours", page.hours],
  ] as const;
  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Body gap="3">
        <Text whiteSpace="pre-wrap">{page.description}</Text>
        {rows.map(([label, value]) =>
          value ? (
            <Stack key={label} gap="0">
              <Text fontSize="sm" color="fg.muted">
                {label}
              </Text>
              {label === "Website" ? (
                <Link href={value} target="_blank" rel="noopener noreferrer" color="brand.fg">
                  {value}
                </Link>
              ) : label === "Email" ? (
                <Link href={`mailto:${value}`} color="brand.fg">
                  {value}
                </Link>
              ) : (
                <Text>{value}</Text>
              )}
            </Stack>
          ) : null,
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** /business/:id: the page's header (cover, image, name, badge, category, followers) and its tabs. */
export default function BusinessPageDetailPage() {
  const { id = "" } = useParams();
  const query = useQuery(BusinessPageDocument, { variables: { id } });
  const page = query.data?.businessPage;
  if (!query.data && query.loading) return <PageSpinner />;
  if (!query.data && query.error)
    return (
      <ErrorState title="Failed to load the business page" onRetry={() => void query.refetch()} />
    );
  if (!page)
    return (
      <Box maxW="xl" mx="auto" mt="10" borderWidth="1px" borderRadius="l3" bg="bg.panel">
        <EmptyState
          icon={<BriefcaseIcon />}
          title={BUSINESS_TEXT.notFound}
          description={BUSINESS_TEXT.notFoundText}
        />
      </Box>
    );
  const rating = ratingText(page.averageRating, page.reviewCount);
  return (
    <Stack
      gap="6"
      maxW="5xl"
      mx="auto"
      w="full"
      px={{ base: "4", md: "8" }}
      py={{ base: "4", md: "6" }}
    >
      <Card.Root variant="outline" bg="bg.panel" overflow="hidden">
        {page.coverImageUrl ? (
          <Image
            src={page.coverImageUrl}
            alt={`${page.name} cover`}
            h={{ base: "40", md: "56" }}
            w="full"
            objectFit="cover"
          />
        ) : (
          <Box h={{ base: "32", md: "44" }} bg="orange.subtle" />
        )}
        <Card.Body gap="3">
          <Flex
            gap="4"
            direction={{ base: "column", sm: "row" }}
            justify="space-between"
            align={{ base: "stretch", sm: "end" }}
          >
            <Flex
              gap={{ base: "2", sm: "4" }}
              direction={{ base: "column", sm: "row" }}
              align={{ base: "start", sm: "end" }}
              mt={{ base: "-12", md: "-16" }}
              minW="0"
            >
              <Box borderWidth="4px" borderColor="bg.panel" borderRadius="full" bg="bg.panel">
                <UserAvatar name={page.name} src={page.profileImageUrl} size="xl" />
              </Box>
              <Stack gap="1" minW="0">
                <HStack gap="2">
                  <Heading as="h1" size="2xl" truncate>
                    {page.name}
                  </Heading>
                  {page.isVerified ? (
                    <Box color="blue.fg" role="img" aria-label="Verified">
                      <BadgeCheckIcon aria-hidden />
                    </Box>
                  ) : null}
                </HStack>
                <HStack gap="2" wrap="wrap">
                  <Badge colorPalette="orange" variant="subtle">
                    {categoryLabel(page.category)}
                  </Badge>
                  <Text fontSize="sm" color="fg.muted">
                    {page.followerCount} {page.followerCount === 1 ? "follower" : "followers"}
                  </Text>
                  {rating ? (
                    <Text fontSize="sm" color="fg.muted">
                      {rating}
                    </Text>
                  ) : null}
                </HStack>
              </Stack>
            </Flex>
            <Stack gap="2" align={{ base: "stretch", sm: "end" }}>
              <PageActions page={page} />
              <VerifyButton page={page} />
            </Stack>
          </Flex>
          <Text color="fg.muted">{page.description}</Text>
        </Card.Body>
      </Card.Root>
      <Tabs.Root defaultValue="posts" variant="line" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="posts">Posts</Tabs.Trigger>
          <Tabs.Trigger value="about">About</Tabs.Trigger>
          <Tabs.Trigger value="reviews">Reviews</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="posts">
          <PostsTab page={page} />
        </Tabs.Content>
        <Tabs.Content value="about">
          <About page={page} />
        </Tabs.Content>
        <Tabs.Content value="reviews">
          <ReviewsTab page={page} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
