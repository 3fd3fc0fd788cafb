import { Box, Button, Field, Stack, Textarea } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { IDEA_MESSAGES, businessUpdateSchema } from "@rules/ideas";
import { useState, type FormEvent } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { errorTitle, fieldErrors, userMessage } from "../../apollo/errors";
import { uploadProgressContext } from "../../apollo/upload-progress";
import { TextField } from "../../components/TextField";
import { UploadProgressBar } from "../../components/UploadProgressBar";
import { notify } from "../../theme/toaster";
import {
  BusinessIdeaDocument,
  AddBusinessUpdateDocument,
  BusinessUpdatesDocument,
} from "./investing.generated";
import { MediaField, type ChosenMedia } from "./MediaField";
import { IDEA_TEXT } from "./text";

const formSchema = businessUpdateSchema.extend({ media: z.custom<ChosenMedia | null>() });
type Values = z.input<typeof formSchema>;
const EMPTY: Values = { title: "", content: "", media: null };

/** The founder's 'Add Update' tab: title, content and an optional image or video. */
export function AddUpdateForm({ ideaId, onAdded }: { ideaId: string; onAdded: () => void }) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(formSchema), defaultValues: EMPTY });
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const [addUpdate] = useMutation(AddBusinessUpdateDocument, {
    refetchQueries: [BusinessUpdatesDocument, BusinessIdeaDocument],
  });

  const save = async (values: Values) => {
    setBusy(true);
    setProgress(values.media ? null : undefined);
    try {
      await addUpdate({
        variables: {
          input: {
            businessIdeaId: ideaId,
            title: values.title,
            content: values.content,
            media: values.media?.file ?? null,
          },
        },
        context: values.media
          ? uploadProgressContext(({ loaded, total }) =>
              setProgress(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null),
            )
          : undefined,
      });
    } catch (error) {
      for (const [name, message] of Object.entries(fieldErrors(error)))
        setError((name === "file" ? "media" : name) as keyof Values, { message });
      const problem = errorTitle(error);
      const message = userMessage(error, IDEA_MESSAGES.addUpdateFailed);
      notify.error("Error", problem ? `${problem} - ${message}` : message, "add-update");
      return;
    } finally {
      setBusy(false);
      setProgress(undefined);
    }
    reset(EMPTY);
    notify.success(IDEA_TEXT.updateAdded, undefined, "add-update");
    onAdded();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void handleSubmit(save)();
  };

  return (
    <form noValidate aria-label="Add Update" onSubmit={onSubmit}>
      <Stack gap="4">
        <TextField
          label="Update title"
          required
          {...register("title")}
          error={errors.title?.message}
          disabled={busy}
        />
        <Field.Root invalid={Boolean(errors.content)} disabled={busy} required>
          <Field.Label>
            Content
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea rows={4} {...register("content")} placeholder="What is new?" />
          {errors.content ? <Field.ErrorText>{errors.content.message}</Field.ErrorText> : null}
        </Field.Root>
        <Controller
          control={control}
          name="media"
          render={({ field }) => (
            <MediaField
              label="Image or video"
              accept="either"
              media={field.value ?? null}
              onChange={field.onChange}
              error={errors.media?.message}
              onError={(message) =>
                message ? setError("media", { message }) : clearErrors("media")
              }
              disabled={busy}
            />
          )}
        />
        {busy && progress !== undefined ? (
          <Box>
            <UploadProgressBar value={progress} label="Uploading..." />
          </Box>
        ) : null}
        <Button type="submit" alignSelf="start" loading={busy} loadingText="Posting...">
          Post Update
        </Button>
      </Stack>
    </form>
  );
}
