import { Box, Button, HStack } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import {
  FrownIcon,
  HeartIcon,
  LaughIcon,
  ThumbsDownIcon,
  ThumbsUpIcon,
  type LucideIcon,
} from "lucide-react";
import { userMessage } from "../apollo/errors";
import { useSession } from "../apollo/session";
import { useFeatures } from "../features/registry";
import { ToggleReactionDocument, type ReactionCountFieldsFragment } from "./reactions.generated";
import type { ContentType, ReactionType } from "../gql/types";
import { notify } from "../theme/toaster";
import { useSignInPrompt } from "./SignInPrompt";
import { Tooltip } from "./Tooltip";

/** The five kinds, in the order the bar shows them, with the spec's labels. */
export const REACTIONS: Record<ReactionType, { label: string; icon: LucideIcon }> = {
  LIKE: { label: "Like", icon: ThumbsUpIcon },
  DISLIKE: { label: "Dislike", icon: ThumbsDownIcon },
  LOVE: { label: "Love", icon: HeartIcon },
  LAUGH: { label: "Haha", icon: LaughIcon },
  CRY: { label: "Sad", icon: FrownIcon },
};

export const ALL_REACTIONS: ReactionType[] = ["LIKE", "DISLIKE", "LOVE", "LAUGH", "CRY"];
/** Business ideas and forum posts take only likes (spec document 2). */
export const LIKE_ONLY: ReactionType[] = ["LIKE"];

export const REACTION_FAILED = "Failed to update reaction";

/** The counts after the viewer presses `kind`: pressing a held reaction takes it back. */
export function toggled(
  reactions: readonly ReactionCountFieldsFragment[],
  kind: ReactionType,
): ReactionCountFieldsFragment[] {
  const current = reactions.find((reaction) => reaction.type === kind);
  if (!current) return [...reactions, { type: kind, count: 1, viewerHasReacted: true }];
  return reactions.map((reaction) =>
    reaction.type === kind
      ? {
          ...reaction,
          count: Math.max(0, reaction.count + (reaction.viewerHasReacted ? -1 : 1)),
          viewerHasReacted: !reaction.viewerHasReacted,
        }
      : reaction,
  );
}

export interface ReactionsProps {
  contentType: ContentType;
  contentId: string;
  /** The content's reaction counts, as its query returned them (the normalised cache keeps them fresh). */
  reactions: readonly ReactionCountFieldsFragment[];
  /** Which kinds to offer; all five by default, likes only for ideas and forum posts. */
  kinds?: readonly ReactionType[];
  size?: "xs" | "sm";
}

/**
 * The reactions bar: a button per kind with its count, pressed when the viewer holds it. A press shows at
 * once (optimistic) and settles with the server's counts; a visitor is asked to sign in.
 */
export function Reactions({
  contentType,
  contentId,
  reactions,
  kinds = ALL_REACTIONS,
  size = "sm",
}: ReactionsProps) {
  const { me, loading: sessionLoading } = useSession();
  // The cache type of each kind of content (from the manifests of the areas that own them), so a toggle
  // can update the content's `reactions` in place. A type that is not in the schema yet simply finds
  // nothing to update.
  const { reactable } = useFeatures();
  const { prompt, element: signInPrompt } = useSignInPrompt();
  const [toggleReaction] = useMutation(ToggleReactionDocument);

  const press = (kind: ReactionType) => {
    if (sessionLoading) return;
    if (!me) {
      prompt("react to this content");
      return;
    }
    // The answer the server will most likely give, shown at once; typenames let the cache store it.
    const optimisticResponse = {
      toggleReaction: {
        __typename: "ReactionSummary" as const,
        contentType,
        contentId,
        reactions: toggled(reactions, kind).map((reaction) => ({
          __typename: "ReactionCount" as const,
          ...reaction,
        })),
      },
    };
    toggleReaction({
      variables: { input: { contentType, contentId, reactionType: kind } },
      optimisticResponse,
      update(cache, { data }) {
        const summary = data?.toggleReaction;
        const typename = reactable[contentType];
        const id = typename && cache.identify({ __typename: typename, id: contentId });
        if (!summary || !id) return;
        cache.modify({ id, fields: { reactions: () => summary.reactions } });
      },
    }).catch((error: unknown) => {
      notify.error(REACTION_FAILED, userMessage(error, "Please try again."), "reaction-failed");
    });
  };

  return (
    <HStack gap="1.5" wrap="wrap" role="group" aria-label="Reactions">
      {kinds.map((kind) => {
        const { label, icon: Icon } = REACTIONS[kind];
        const reaction = reactions.find((entry) => entry.type === kind);
        const count = reaction?.count ?? 0;
        const pressed = reaction?.viewerHasReacted ?? false;
        return (
          <Tooltip key={kind} content={label}>
            <Button
              size={size}
              variant={pressed ? "subtle" : "ghost"}
              colorPalette={pressed ? "brand" : "gray"}
              borderRadius="full"
              minW="0"
              px="3"
              aria-pressed={pressed}
              aria-label={count ? `${label} (${count})` : label}
              onClick={() => press(kind)}
            >
              <Icon aria-hidden="true" />
              {count ? (
                <Box as="span" aria-hidden="true" fontVariantNumeric="tabular-nums">
                  {count}
                </Box>
              ) : null}
            </Button>
          </Tooltip>
        );
      })}
      {signInPrompt}
    </HStack>
  );
}
