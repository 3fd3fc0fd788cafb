import { Button, CloseButton, Dialog, Portal, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { Trash2Icon } from "lucide-react";
import { userMessage } from "../../apollo/errors";
import type { Viewer } from "../../apollo/session";
import { Tooltip } from "../../components/Tooltip";
import { DeleteArticleDocument } from "./articles.generated";
import { notify } from "../../theme/toaster";

export const DELETE_CONFIRMATION =
  "Are you sure you want to delete this article? This action cannot be undone.";

export interface DeleteArticleButtonProps {
  articleId: string;
  authorId: string | undefined;
  viewer: Viewer;
  /** Called as the deletion succeeds, before the article leaves the cache. */
  onDeleted?: () => void;
}

/**
 * Delete, with a confirmation, shown where the article's `viewerCanDelete` says so; for a super admin the tooltip says 'Delete Article (Admin)', and the
 * label 'Delete (Admin)' when the article is someone else's. On success: back to /articles.
 */
export function DeleteArticleButton({
  articleId,
  authorId,
  viewer,
  onDeleted,
}: DeleteArticleButtonProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [deleteArticle, { loading }] = useMutation(DeleteArticleDocument);
  const author = viewer.id === authorId;
  const asAdmin = viewer.isSuperAdmin && !author;

  const confirm = async () => {
    try {
      await deleteArticle({
        variables: { id: articleId },
        update(cache) {
          onDeleted?.();
          cache.evict({ id: cache.identify({ __typename: "Article", id: articleId }) });
          // Every article list refetches: their counts changed.
          cache.evict({ id: "ROOT_QUERY", fieldName: "articles" });
          cache.gc();
        },
      });
    } catch (error) {
      notify.error("Failed to delete article", userMessage(error, "Please try again."));
      return;
    }
    setOpen(false);
    notify.success("Article has been deleted.");
    navigate("/articles");
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="center"
      size="sm"
    >
      <Tooltip content={viewer.isSuperAdmin ? "Delete Article (Admin)" : "Delete Article"}>
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
          <Trash2Icon /> {asAdmin ? "Delete (Admin)" : "Delete"}
        </Button>
      </Tooltip>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete Article</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{DELETE_CONFIRMATION}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" colorPalette="gray" disabled={loading}>
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                loading={loading}
                loadingText="Deleting..."
                onClick={() => void confirm()}
              >
                Delete
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
