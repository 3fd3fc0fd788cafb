import {
  Box,
  Button,
  Field,
  HStack,
  Separator,
  Stack,
  Switch,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { GROUP_LIMITS, groupDetailsSchema } from "@rules/groups";
import { useEffect, useState, type FormEvent } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { ImageOffIcon, Trash2Icon, Undo2Icon } from "lucide-react";
import { errorTitle, fieldErrors, userMessage } from "../../apollo/errors";
import { uploadProgressContext } from "../../apollo/upload-progress";
import { ArticleImageField, type ChosenImage } from "../../components/ArticleImageField";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { FormDialog } from "../../components/FormDialog";
import { TextField } from "../../components/TextField";
import { notify, toaster } from "../../theme/toaster";
import type { UpdateGroupInput } from "../../gql/types";
import { GroupCover } from "./GroupCover";
import { UpdateGroupDocument, type GroupDetailFieldsFragment } from "./group.generated";
import { GROUP_TEXT } from "./text";

/**
 * The name and description by the rules shared with the server; privacy, a new cover and removing the
 * current one are choices.
 */
const editSchema = groupDetailsSchema.extend({
  isPrivate: z.boolean(),
  cover: z.custom<ChosenImage | null>(),
  removeCover: z.boolean(),
});

type Values = z.input<typeof editSchema>;
type Parsed = z.output<typeof editSchema>;

const valuesOf = (group: GroupDetailFieldsFragment): Values => ({
  name: group.name,
  description: group.description,
  isPrivate: group.isPrivate,
  cover: null,
  removeCover: false,
});

export interface EditGroupDialogProps {
  group: GroupDetailFieldsFragment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Delete group was chosen (shown when the viewer may delete the group). */
  onDelete?: () => void;
}

/**
 * 'Edit group', for the group's admins: name, description, privacy, and a new cover (uploaded with
 * progress) or none (Remove cover), sending only what changed. Going private is confirmed first, with what it hides; the
 * server's messages land on their fields. Delete group hands over to the typed confirmation.
 */
export function EditGroupDialog({ group, open, onOpenChange, onDelete }: EditGroupDialogProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(editSchema),
    defaultValues: valuesOf(group),
    mode: "onTouched",
  });
  const [name = "", description = ""] = useWatch({ control, name: ["name", "description"] });
  const [busy, setBusy] = useState(false);
  // undefined: nothing to upload; null: uploading, size not known yet.
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  // The change waiting for the going-private confirmation.
  const [pending, setPending] = useState<Parsed | null>(null);
  const [updateGroup] = useMutation(UpdateGroupDocument);

  useEffect(() => {
    if (open) reset(valuesOf(group));
  }, [open, group, reset]);

  // Editing clears the field's message and the last attempt's toast (which may cover the buttons).
  const field = (key: "name" | "description") =>
    register(key, {
      onChange: () => {
        clearErrors(key);
        toaster.dismiss("edit-group");
      },
    });

  const send = async (values: Parsed) => {
    const input: UpdateGroupInput = {};
    if (values.name !== group.name) input.name = values.name;
    if (values.description !== group.description) input.description = values.description;
    if (values.isPrivate !== group.isPrivate) input.isPrivate = values.isPrivate;
    const cover = values.cover ?? null;
    if (cover) input.cover = cover.file;
    else if (values.removeCover && group.coverImageUrl) input.removeCover = true;
    setBusy(true);
    setProgress(cover ? null : undefined);
    try {
      await updateGroup({
        variables: { id: group.id, input },
        context: cover
          ? uploadProgressContext(({ loaded, total }) =>
              setProgress(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null),
            )
          : undefined,
      });
    } catch (error) {
      const fields = fieldErrors(error);
      for (const key of ["name", "description"] as const)
        if (fields[key]) setError(key, { message: fields[key] });
      const coverMessage = fields.cover ?? fields.file;
      if (coverMessage) setError("cover", { message: coverMessage });
      notify.error(
        GROUP_TEXT.updateFailed.title,
        coverMessage
          ? `Failed to upload image: ${errorTitle(error) ?? coverMessage}`
          : userMessage(error, GROUP_TEXT.updateFailed.description),
        "edit-group",
      );
      return;
    } finally {
      setBusy(false);
      setProgress(undefined);
    }
    onOpenChange(false);
    notify.success(GROUP_TEXT.updated.title, GROUP_TEXT.updated.description, "edit-group");
  };

  const save = (values: Parsed) => {
    if (values.isPrivate && !group.isPrivate) setPending(values);
    else void send(values);
  };

  const onSubmit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    void handleSubmit(save)();
  };

  return (
    <>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        long
        title="Edit group"
        label="Edit group"
        onSubmit={onSubmit}
        submitLabel="Save Changes"
        submittingLabel="Saving..."
        submitting={busy}
        cancelProps={{ variant: "ghost" }}
        upload={{
          show: busy && progress !== undefined,
          value: progress ?? null,
          label: "Uploading cover...",
        }}
      >
        <Stack gap="5">
          <TextField
            label="Group name"
            autoComplete="off"
            {...field("name")}
            error={errors.name?.message}
            helperText={`${name.trim().length} / ${GROUP_LIMITS.nameMax}`}
            disabled={busy}
          />
          <Field.Root invalid={Boolean(errors.description)} disabled={busy}>
            <Field.Label>Description</Field.Label>
            <Textarea {...field("description")} rows={5} />
            {errors.description ? (
              <Field.ErrorText>{errors.description.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>
                {description.trim().length} / {GROUP_LIMITS.descriptionMax}
              </Field.HelperText>
            )}
          </Field.Root>
          <Controller
            control={control}
            name="isPrivate"
            render={({ field: privacy }) => (
              <HStack
                justify="space-between"
                align="center"
                gap="4"
                borderWidth="1px"
                borderRadius="l2"
                px="4"
                py="3"
              >
                <Stack gap="0.5" minW="0">
                  <Text fontWeight="medium" id="edit-group-private-label">
                    Private group
                  </Text>
                  <Text fontSize="sm" color="fg.muted" id="edit-group-private-description">
                    Only members see its posts and member list. Anyone can still find it and ask to
                    join.
                  </Text>
                </Stack>
                <Switch.Root
                  colorPalette="brand"
                  checked={privacy.value}
                  onCheckedChange={(details) => privacy.onChange(details.checked)}
                  disabled={busy}
                  flexShrink={0}
                >
                  <Switch.HiddenInput
                    aria-labelledby="edit-group-private-label"
                    aria-describedby="edit-group-private-description"
                    onBlur={privacy.onBlur}
                  />
                  <Switch.Control />
                </Switch.Root>
              </HStack>
            )}
          />
          <Controller
            control={control}
            name="cover"
            render={({ field: cover }) => (
              <Stack gap="3">
                {group.coverImageUrl && !cover.value ? (
                  <Controller
                    control={control}
                    name="removeCover"
                    render={({ field: remove }) =>
                      remove.value ? (
                        <HStack
                          justify="space-between"
                          gap="3"
                          borderWidth="1px"
                          borderStyle="dashed"
                          borderRadius="l2"
                          px="4"
                          py="3"
                          role="status"
                        >
                          <Text fontSize="sm" color="fg.muted" minW="0">
                            The cover will be removed when you save.
                          </Text>
                          <Button
                            size="xs"
                            variant="ghost"
                            colorPalette="gray"
                            flexShrink={0}
                            disabled={busy}
                            onClick={() => remove.onChange(false)}
                          >
                            <Undo2Icon /> Keep cover
                          </Button>
                        </HStack>
                      ) : (
                        <Stack gap="1.5">
                          <HStack justify="space-between" gap="3">
                            <Text textStyle="sm" fontWeight="medium">
                              Current cover
                            </Text>
                            <Button
                              size="xs"
                              variant="ghost"
                              colorPalette="red"
                              disabled={busy}
                              onClick={() => remove.onChange(true)}
                            >
                              <ImageOffIcon /> Remove cover
                            </Button>
                          </HStack>
                          <Box borderRadius="l2" overflow="hidden" borderWidth="1px">
                            <GroupCover
                              src={group.coverThumbnailUrl ?? group.coverImageUrl}
                              h="24"
                              alt={`${group.name} cover`}
                            />
                          </Box>
                        </Stack>
                      )
                    }
                  />
                ) : null}
                <ArticleImageField
                  image={cover.value ?? null}
                  onChange={cover.onChange}
                  error={errors.cover?.message}
                  onError={(message) =>
                    message ? setError("cover", { message }) : clearErrors("cover")
                  }
                  disabled={busy}
                />
              </Stack>
            )}
          />
          {onDelete ? (
            <>
              <Separator />
              <Stack gap="2" as="section" aria-labelledby="delete-group-heading">
                <Text fontWeight="medium" id="delete-group-heading">
                  Delete group
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  Deletes the group with its posts, comments and members. This cannot be undone.
                </Text>
                <Button
                  alignSelf="flex-start"
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  disabled={busy}
                  onClick={onDelete}
                >
                  <Trash2Icon /> Delete group
                </Button>
              </Stack>
            </>
          ) : null}
        </Stack>
      </FormDialog>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(next) => {
          if (!next) setPending(null);
        }}
        title={GROUP_TEXT.goPrivate.title}
        message={GROUP_TEXT.goPrivate.description}
        confirmLabel={GROUP_TEXT.goPrivate.confirm}
        destructive={false}
        onConfirm={() => {
          const values = pending;
          setPending(null);
          if (values) void send(values);
        }}
      />
    </>
  );
}
