import { useMutation } from "@apollo/client/react";
import { GROUP_LIMITS, groupPostSchema } from "@rules/groups";
import { useEffect, useState } from "react";
import { SendIcon } from "lucide-react";
import { fieldErrors, userMessage } from "../../apollo/errors";
import { uploadProgressContext } from "../../apollo/upload-progress";
import type { Viewer } from "../../apollo/session";
import {
  ChosenImagePreview,
  PostComposerFrame,
  uploadPercent,
} from "../../components/posts/PostComposerFrame";
import { displayName } from "../../lib/names";
import { notify } from "../../theme/toaster";
import { checkArticleImage } from "../../components/articleImage";
import type { ChosenImage } from "../../components/ArticleImageField";
import { prependPost } from "./cache";
import { CreateGroupPostDocument } from "./posts.generated";
import { GROUP_TEXT } from "./text";

/** Members write a post (1–1000 characters) with an optional image, which goes up with progress. */
export function PostComposer({ groupId, viewer }: { groupId: string; viewer: Viewer }) {
  const [content, setContent] = useState("");
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [checking, setChecking] = useState(false);
  const [imageError, setImageError] = useState<string | undefined>();
  const [tried, setTried] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [createPost, { loading }] = useMutation(CreateGroupPostDocument);

  // The preview's object URL is released when the image changes or the composer goes away.
  useEffect(() => (image ? () => URL.revokeObjectURL(image.url) : undefined), [image]);

  const checked = groupPostSchema.safeParse({ content });
  const length = content.trim().length;
  // The empty message waits for a try; the too-long one shows as soon as it applies.
  const message =
    !checked.success && (tried || length > GROUP_LIMITS.postMax)
      ? checked.error.issues[0]?.message
      : undefined;

  const choose = async (file: File) => {
    setChecking(true);
    const problem = await checkArticleImage(file);
    setChecking(false);
    if (problem) {
      setImageError(problem.description);
      notify.error(problem.title, problem.description, "post-image");
      return;
    }
    setImageError(undefined);
    setImage({ file, url: URL.createObjectURL(file) });
  };

  const submit = async () => {
    setTried(true);
    if (!checked.success || loading) return;
    setProgress(null);
    try {
      await createPost({
        variables: {
          input: { groupId, content: checked.data.content, image: image?.file ?? null },
        },
        context: image
          ? uploadProgressContext((upload) => setProgress(uploadPercent(upload)))
          : undefined,
        update: (cache, { data }) => {
          if (data) prependPost(cache, groupId, data.createGroupPost);
        },
      });
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.image ?? fields.file) setImageError(fields.image ?? fields.file);
      notify.error(
        GROUP_TEXT.postFailed.title,
        userMessage(error, GROUP_TEXT.postFailed.description),
        "create-post",
      );
      return;
    }
    setContent("");
    setImage(null);
    setTried(false);
    notify.success(GROUP_TEXT.postCreated.title, GROUP_TEXT.postCreated.description, "create-post");
  };

  const name = displayName(viewer);
  return (
    <PostComposerFrame
      formLabel="Create a post"
      onSubmit={() => void submit()}
      author={{ name, src: viewer.avatarThumbnailUrl ?? viewer.avatarUrl }}
      text={{
        label: "Post content",
        placeholder: "Share something with the group...",
        value: content,
        onChange: setContent,
        message,
        field: true,
      }}
      length={length}
      max={GROUP_LIMITS.postMax}
      loading={loading}
      previews={
        image ? (
          <ChosenImagePreview
            url={image.url}
            alt="Selected image"
            removeLabel="Remove image"
            onRemove={() => setImage(null)}
            disabled={loading}
          />
        ) : null
      }
      imageError={imageError}
      uploadLabel={image ? "Uploading image..." : undefined}
      progress={progress}
      picker={{
        testId: "post-image-input",
        onFiles: ([file]) => {
          if (file) void choose(file);
        },
        checking,
        checkingText: "Checking image...",
        disabled: loading,
        label: image ? "Change image" : "Add image",
      }}
      submitLabel={
        <>
          <SendIcon /> Post
        </>
      }
    />
  );
}
