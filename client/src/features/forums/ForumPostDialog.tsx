import { Field, NativeSelect, Stack } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { FORUM_LIMITS, FORUM_MESSAGES, forumContent, forumTitle } from "@rules/forums";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { SendIcon } from "lucide-react";
import { errorTitle, fieldErrors, userMessage } from "../../apollo/errors";
import { TextField } from "../../components/TextField";
import type { ForumCategory } from "../../gql/types";
import { FormDialog } from "../../components/FormDialog";
import { MentionTextarea } from "../../components/MentionTextarea";
import { notify } from "../../theme/toaster";
import { CATEGORIES } from "./categories";
import { CreateForumPostDocument, UpdateForumPostDocument } from "./forums.generated";
import { FORUM_TEXT } from "./text";

const schema = z.object({
  title: forumTitle,
  content: forumContent,
  category: z.string().min(1, FORUM_MESSAGES.categoryEmpty),
});
type Values = z.input<typeof schema>;
const EMPTY: Values = { title: "", content: "", category: "" };

export interface ForumPostDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The category a new post starts in (the tab the member is on). */
  category?: ForumCategory | null;
  /** Given when editing: the post as it is. */
  post?: { id: string; title: string; content: string; category: ForumCategory };
}

/** 'New Post' (title, category, content) or, given a post, 'Edit Post'. */
export function ForumPostDialog({ open, onOpenChange, category, post }: ForumPostDialogProps) {
  const editing = Boolean(post);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  // Each opening starts from the post as it is (editing) or an empty form in the current tab's category.
  useEffect(() => {
    if (open)
      reset({
        title: post?.title ?? "",
        content: post?.content ?? "",
        category: post?.category ?? category ?? "",
      });
  }, [open, post, category, reset]);
  const values = useWatch({ control });
  const [createPost, created] = useMutation(CreateForumPostDocument, {
    refetchQueries: ["ForumPosts", "ForumCategories"],
  });
  const [updatePost, updated] = useMutation(UpdateForumPostDocument, {
    refetchQueries: ["ForumCategories"],
  });
  const busy = created.loading || updated.loading;
  // The spec's rule: submit stays disabled until every field is filled.
  const filled = Boolean(values.title?.trim() && values.content?.trim() && values.category);

  const submit = handleSubmit(async (input) => {
    const variables = {
      title: input.title,
      content: input.content,
      category: input.category as ForumCategory,
    };
    try {
      if (post) await updatePost({ variables: { id: post.id, input: variables } });
      else await createPost({ variables: { input: variables } });
    } catch (error) {
      const fields = fieldErrors(error);
      for (const name of ["title", "content", "category"] as const)
        if (fields[name]) setError(name, { message: fields[name] });
      notify.error(
        errorTitle(error) ?? "Error",
        userMessage(
          error,
          editing ? "Failed to update post. Please try again." : FORUM_TEXT.createFailed,
        ),
        "forum-post",
      );
      return;
    }
    onOpenChange(false);
    notify.success(
      editing ? "Your post has been updated." : FORUM_TEXT.created,
      undefined,
      "forum-post",
    );
  });

  const length = values.content?.trim().length ?? 0;
  const heading = editing ? "Edit Post" : "Create New Post";
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      long
      title={heading}
      label={heading}
      onSubmit={(event) => void submit(event)}
      submitLabel={
        <>
          <SendIcon /> {editing ? "Save Changes" : "Create Post"}
        </>
      }
      submitting={busy}
      submitDisabled={!filled}
      closeWhileBusy
      cancelProps={{ variant: "ghost" }}
    >
      <Stack gap="5">
        <TextField
          label="Title"
          placeholder="What would you like to discuss?"
          {...register("title")}
          error={errors.title?.message}
          disabled={busy}
        />
        <Field.Root invalid={Boolean(errors.category)} disabled={busy}>
          <Field.Label>Category</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register("category")} bg="bg.panel">
              <option value="" disabled>
                Select a category
              </option>
              {CATEGORIES.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {errors.category ? <Field.ErrorText>{errors.category.message}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.content)} disabled={busy}>
          <Field.Label>Content</Field.Label>
          <MentionTextarea
            {...register("content")}
            rows={8}
            placeholder="Share details, context or your question. Markdown is supported."
          />
          {errors.content ? (
            <Field.ErrorText>{errors.content.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              {length.toLocaleString("en-US")} / {FORUM_LIMITS.contentMax.toLocaleString("en-US")}
            </Field.HelperText>
          )}
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
