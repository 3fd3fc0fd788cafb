import { Box, Button, Card, Heading, HStack, Stack, Text, Textarea } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { StarIcon, Trash2Icon } from "lucide-react";
import { PAGE_LIMITS } from "@rules/pages";
import { useState } from "react";
import { userMessage } from "../../apollo/errors";
import { useSession } from "../../apollo/session";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { ErrorState } from "../../components/ErrorState";
import { PageSpinner } from "../../components/PageSpinner";
import { UserAvatar } from "../../components/UserAvatar";
import { displayName } from "../../lib/names";
import { notify } from "../../theme/toaster";
import { ReportButton } from "../admin";
import { relativeTime } from "../../lib/time";
import {
  type BusinessPageFieldsFragment,
  CreateReviewDocument,
  DeleteReviewDocument,
  ReviewsDocument,
  UpdateReviewDocument,
} from "./business.generated";
import { BUSINESS_TEXT, ratingText } from "./text";

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
  // Counted as the shared rules count (the trimmed text's length): the pages' review limit.
  const length = text.trim().length;
  const tooLong = length > PAGE_LIMITS.reviewMax;
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
          aria-describedby="review-length"
          placeholder="Tell others about your experience..."
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Text
            id="review-length"
            data-testid="review-length"
            fontSize="xs"
            color={tooLong ? "fg.error" : "fg.muted"}
            fontVariantNumeric="tabular-nums"
          >
            {length} / {PAGE_LIMITS.reviewMax}
          </Text>
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
              disabled={!rating || !text.trim() || tooLong}
            >
              {own ? "Update Review" : "Post Review"}
            </Button>
          </HStack>
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

export function ReviewsTab({ page }: { page: BusinessPageFieldsFragment }) {
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
