import {
  Box,
  Button,
  Card,
  Flex,
  HStack,
  IconButton,
  Image,
  Stack,
  Text,
  type CardRootProps,
  type ImageProps,
} from "@chakra-ui/react";
import type { ReactNode } from "react";
import { MessageCircleIcon, Share2Icon, Trash2Icon } from "lucide-react";
import { ConfirmDialog } from "../ConfirmDialog";
import { RichText, type MentionedMember } from "../RichText";
import { Tooltip } from "../Tooltip";
import { UserAvatar } from "../UserAvatar";

export const DELETE_POST_CONFIRMATION =
  "Are you sure you want to delete this post? This action cannot be undone.";

/** Asks before a post is deleted. */
export function DeletePostDialog({
  open,
  onOpenChange,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete post"
      message={DELETE_POST_CONFIRMATION}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}

/** The trash button that asks to delete a post, with an optional tooltip. */
export function DeletePostButton({
  onClick,
  tooltip = false,
}: {
  onClick: () => void;
  tooltip?: boolean;
}) {
  const button = (
    <IconButton
      size="sm"
      variant="ghost"
      colorPalette="gray"
      aria-label="Delete post"
      onClick={onClick}
    >
      <Trash2Icon />
    </IconButton>
  );
  return tooltip ? <Tooltip content="Delete post">{button}</Tooltip> : button;
}

/** Opens and closes a post's comments, showing how many there are. */
export function CommentsButton({
  open,
  count,
  controls,
  onClick,
}: {
  open: boolean;
  count: number;
  /** The id of the comments' region, when it has one. */
  controls?: string;
  onClick: () => void;
}) {
  return (
    <Button
      size="sm"
      variant={open ? "subtle" : "ghost"}
      colorPalette="gray"
      aria-expanded={open}
      {...(controls ? { "aria-controls": controls } : {})}
      onClick={onClick}
    >
      <MessageCircleIcon /> Comments ({count})
    </Button>
  );
}

/** Shares a post, showing how often it was shared. */
export function ShareButton({ count, onClick }: { count: number; onClick: () => void }) {
  return (
    <Button size="sm" variant="ghost" colorPalette="gray" onClick={onClick}>
      <Share2Icon /> Share{count ? ` (${count})` : ""}
    </Button>
  );
}

export interface PostCardFrameProps extends Omit<CardRootProps, "content"> {
  /** Shown above the header (a badge, for instance). */
  banner?: ReactNode;
  avatar: { name: string; src?: string | null };
  /** The author's name, as a link or text. */
  author: ReactNode;
  /** When it was posted. */
  time: ReactNode;
  /** Buttons at the header's end (delete, report). */
  headerActions?: ReactNode;
  content: string;
  /** The members the server found in `content`, whose `@names` become links. */
  mentions?: readonly MentionedMember[] | null;
  images: readonly string[];
  imageProps?: ImageProps;
  /** The reactions bar, at the start of the actions row. */
  reactions: ReactNode;
  /** Buttons at the end of the actions row (comments, share). */
  actions: ReactNode;
  actionsProps?: { pt?: string };
  /** The comments, under a rule, when open. */
  comments?: ReactNode;
  commentsId?: string;
  /** Outside the body: dialogs and prompts. */
  children?: ReactNode;
}

/** What a post looks like: author and time, text, images, reactions and actions, comments. */
export function PostCardFrame({
  banner,
  avatar,
  author,
  time,
  headerActions,
  content,
  mentions,
  images,
  imageProps,
  reactions,
  actions,
  actionsProps,
  comments,
  commentsId,
  children,
  ...root
}: PostCardFrameProps) {
  return (
    <Card.Root as="article" variant="outline" bg="bg.panel" size="sm" {...root}>
      <Card.Body gap="3">
        {banner}
        <HStack gap="3" align="center">
          <UserAvatar name={avatar.name} src={avatar.src} />
          <Stack gap="0" flex="1" minW="0">
            {author}
            <Text fontSize="xs" color="fg.muted">
              {time}
            </Text>
          </Stack>
          {headerActions}
        </HStack>
        <RichText text={content} mentions={mentions} />
        {images.map((url) => (
          <Image
            key={url}
            src={url}
            alt=""
            w="full"
            objectFit="cover"
            borderRadius="l2"
            loading="lazy"
            {...imageProps}
          />
        ))}
        <Flex gap="2" align="center" justify="space-between" wrap="wrap" {...actionsProps}>
          {reactions}
          <HStack gap="1">{actions}</HStack>
        </Flex>
        {comments ? (
          <Box id={commentsId} borderTopWidth="1px" pt="3">
            {comments}
          </Box>
        ) : null}
      </Card.Body>
      {children}
    </Card.Root>
  );
}
