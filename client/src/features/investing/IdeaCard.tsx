import {
  AspectRatio,
  Badge,
  Box,
  Card,
  Center,
  HStack,
  Icon,
  Image,
  LinkBox,
  LinkOverlay,
  Stack,
  Text,
} from "@chakra-ui/react";
import { LightbulbIcon, MapPinIcon } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import { LinkCard } from "../../components/LinkCard";
import { UserAvatar } from "../../components/UserAvatar";
import { displayName } from "../../lib/names";
import { FundingProgress } from "./FundingProgress";
import type { IdeaCardFieldsFragment } from "./investing.generated";
import { RISK_PALETTE, industryLabel, isFunded, riskLabel } from "./text";

export interface IdeaCardProps {
  idea: IdeaCardFieldsFragment;
  /** Set for visitors: opening the card asks them to sign in instead. */
  onSignInRequired?: () => void;
}

/** An idea in the grid: picture, industry, title, founder, a preview, the goal and its progress. */
export function IdeaCard({ idea, onSignInRequired }: IdeaCardProps) {
  const author = idea.author ? displayName(idea.author) : "Unknown User";
  const likes = idea.reactions.find((r) => r.type === "LIKE")?.count ?? 0;
  return (
    <LinkBox asChild h="full">
      <LinkCard overflow="hidden" h="full" focusWithin={false}>
        <AspectRatio ratio={16 / 7} bg="brand.subtle">
          {idea.imageUrl ? (
            <Image src={idea.imageThumbnailUrl ?? idea.imageUrl} alt="" objectFit="cover" />
          ) : (
            <Center color="brand.fg">
              <Icon as={LightbulbIcon} boxSize="10" aria-hidden="true" />
            </Center>
          )}
        </AspectRatio>
        <Card.Body gap="3" p="4">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette="brand" variant="subtle">
              {industryLabel(idea.industry)}
            </Badge>
            <Badge colorPalette={RISK_PALETTE[idea.risk]} variant="outline">
              {riskLabel(idea.risk)} risk
            </Badge>
            {isFunded(idea) ? (
              <Badge colorPalette="green" variant="solid">
                Funded
              </Badge>
            ) : null}
          </HStack>
          <LinkOverlay asChild fontWeight="semibold" fontSize="lg" focusRing="outside">
            {onSignInRequired ? (
              <button type="button" onClick={onSignInRequired} style={{ textAlign: "start" }}>
                {idea.title}
              </button>
            ) : (
              <RouterLink to={`/investing/${idea.id}`}>{idea.title}</RouterLink>
            )}
          </LinkOverlay>
          <HStack gap="2" fontSize="sm" color="fg.muted">
            <UserAvatar
              name={author}
              src={idea.author?.avatarThumbnailUrl ?? idea.author?.avatarUrl}
              size="sm"
            />
            <Text truncate>{author}</Text>
            {idea.location ? (
              <HStack gap="1" minW="0">
                <Icon as={MapPinIcon} boxSize="3.5" aria-hidden="true" />
                <Text truncate>{idea.location}</Text>
              </HStack>
            ) : null}
          </HStack>
          <Text color="fg.muted" fontSize="sm" lineClamp={3} wordBreak="break-word">
            {idea.description}
          </Text>
          <Stack gap="2" mt="auto">
            <FundingProgress
              currentFunding={idea.currentFunding}
              fundingGoal={idea.fundingGoal}
              fundingProgress={idea.fundingProgress}
            />
            <HStack justify="space-between" fontSize="xs" color="fg.muted">
              <Text>
                {idea.equityOffered != null
                  ? `${idea.equityOffered}% equity offered`
                  : "Equity open"}
              </Text>
              <Box>
                {likes} {likes === 1 ? "like" : "likes"} · {idea.updateCount}{" "}
                {idea.updateCount === 1 ? "update" : "updates"}
              </Box>
            </HStack>
          </Stack>
        </Card.Body>
      </LinkCard>
    </LinkBox>
  );
}
