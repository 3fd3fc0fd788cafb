import { useMutation } from "@apollo/client/react";
import { PAGE_LIMITS, pagePostSchema } from "@rules/pages";
import { useEffect, useRef, useState } from "react";
import { userMessage } from "../../apollo/errors";
import { uploadProgressContext } from "../../apollo/upload-progress";
import {
  ChosenImagePreview,
  PostComposerFrame,
  uploadPercent,
} from "../../components/posts/PostComposerFrame";
import { notify } from "../../theme/toaster";
import { checkArticleImage } from "../../components/articleImage";
import type { ChosenImage } from "../../components/ArticleImageField";
import { type BusinessPageFieldsFragment, CreatePagePostDocument } from "./business.generated";

/** The owner writes as the page: 1–2000 characters and up to 4 images, which go up with progress. */
export function PostComposer({ page }: { page: BusinessPageFieldsFragment }) {
  const [content, setContent] = useState("");
  const [images, setImages] = useState<ChosenImage[]>([]);
  const [checking, setChecking] = useState(false);
  const [tried, setTried] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
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
          ? uploadProgressContext((upload) => setProgress(uploadPercent(upload)))
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
    <PostComposerFrame
      onSubmit={() => void submit()}
      author={{ name: page.name, src: page.profileImageUrl }}
      text={{
        label: "Write a post as the page",
        placeholder: "Share news with your followers...",
        value: content,
        onChange: setContent,
        message,
      }}
      length={length}
      max={PAGE_LIMITS.postMax}
      loading={loading}
      previews={
        images.length
          ? images.map((image, index) => (
              <ChosenImagePreview
                key={image.url}
                url={image.url}
                alt={`Selected image ${index + 1}`}
                removeLabel={`Remove image ${index + 1}`}
                onRemove={() => remove([image])}
                disabled={loading}
                thumbnail
              />
            ))
          : null
      }
      previewRow
      uploadLabel={
        images.length
          ? images.length > 1
            ? "Uploading images..."
            : "Uploading image..."
          : undefined
      }
      progress={progress}
      picker={{
        multiple: true,
        testId: "page-post-image-input",
        onFiles: (files) => void choose(files),
        checking,
        checkingText: "Checking images...",
        disabled: loading || images.length >= PAGE_LIMITS.postImagesMax,
        label: `Add images (${images.length}/${PAGE_LIMITS.postImagesMax})`,
      }}
      submitLabel="Post"
    />
  );
}
