import { Badge, Circle, HStack, Icon, LinkBox, LinkOverlay, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { IconType } from "react-icons";
import { LuFileText } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { UserAvatar } from "../../components/UserAvatar";
import type {
  ArticleHitFieldsFragment,
  ProfileHitFieldsFragment,
  SearchQuery,
} from "../../gql/graphql";
import { displayName } from "../../lib/names";
import { highlight } from "./highlight";

export type SearchHit = SearchQuery["search"]["edges"][number]["node"];

/** The spec's result links: a member's profile, otherwise /{type}s/{id} (an Article → /articles/{id}). */
export function searchHitPath(typename: string, id: string): string {
  return typename === "Profile" ? `/profile/${id}` : `/${typename.toLowerCase()}s/${id}`;
}

interface HitRowProps {
  to: string;
  /** An avatar, or an icon for content. */
  media: ReactNode;
  title: ReactNode;
  /** Lines under the title, e.g. '@username' and 'Title at Company'. */
  details: ReactNode[];
  kind: string;
}

/** A result in the list, the whole row opening it. Any kind of hit renders through this. */
function HitRow({ to, media, title, details, kind }: HitRowProps) {
  return (
    <LinkBox
      as="li"
      px={{ base: "4", md: "5" }}
      py="4"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: "0" }}
      _hover={{ bg: "bg.muted" }}
      transition="background 0.15s"
    >
      <HStack gap="3" align="center">
        {media}
        <Stack gap="0.5" flex="1" minW="0">
          <LinkOverlay asChild fontWeight="semibold" focusRing="outside" borderRadius="l1">
            <RouterLink to={to}>{title}</RouterLink>
          </LinkOverlay>
          {details.map((line, index) =>
            line ? (
              <Text key={index} fontSize="sm" color="fg.muted" lineClamp={2} wordBreak="break-word">
                {line}
              </Text>
            ) : null,
          )}
        </Stack>
        <Badge variant="subtle" colorPalette="gray" flexShrink={0}>
          {kind}
        </Badge>
      </HStack>
    </LinkBox>
  );
}

function ProfileHit({ profile, words }: { profile: ProfileHitFieldsFragment; words: string[] }) {
  const name = displayName(profile);
  const role = [profile.jobTitle, profile.company].filter(Boolean).join(" at ");
  return (
    <HitRow
      to={searchHitPath("Profile", profile.id)}
      media={<UserAvatar name={name} src={profile.avatarThumbnailUrl ?? profile.avatarUrl} />}
      title={highlight(name, words)}
      details={[<>@{highlight(profile.username, words)}</>, role ? highlight(role, words) : null]}
      kind="Member"
    />
  );
}

/** The round badge content hits show where members show their avatar. */
function ContentIcon({ icon }: { icon: IconType }) {
  return (
    <Circle size="10" bg="brand.muted" color="brand.fg" flexShrink={0}>
      <Icon as={icon} boxSize="5" aria-hidden="true" />
    </Circle>
  );
}

function ArticleHit({ article, words }: { article: ArticleHitFieldsFragment; words: string[] }) {
  return (
    <HitRow
      to={searchHitPath("Article", article.id)}
      media={<ContentIcon icon={LuFileText} />}
      title={highlight(article.title, words)}
      details={[highlight(article.excerpt, words)]}
      kind={article.category ? `Article · ${article.category}` : "Article"}
    />
  );
}

/**
 * One search hit, by its type. A new SearchHit type is a fragment and a `... on` line in home.graphql,
 * its name in SEARCH_HIT_TYPES (apollo/client.ts) and one more case here, usually a HitRow.
 */
export function SearchHitItem({ hit, words }: { hit: SearchHit; words: string[] }) {
  switch (hit.__typename) {
    case "Profile":
      return <ProfileHit profile={hit} words={words} />;
    case "Article":
      return <ArticleHit article={hit} words={words} />;
    default:
      return null;
  }
}
