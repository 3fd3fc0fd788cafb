import { Field, Input, NativeSelect, SimpleGrid, Stack, Textarea } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  IDEA_LIMITS,
  IDEA_MESSAGES,
  INDUSTRIES,
  RISK_LEVELS,
  currentFunding,
  equityOffered,
  fundingGoal,
  ideaDescription,
  ideaSchema,
  ideaTitle,
  typedDollars,
} from "@rules/ideas";
import { useEffect, useState, type FormEvent } from "react";
import { Controller, useForm } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import { z } from "zod";
import { errorTitle, fieldErrors, userMessage } from "../../apollo/errors";
import { uploadProgressContext } from "../../apollo/upload-progress";
import { TextField, type TextFieldProps } from "../../components/TextField";
import type { BusinessIdeaStatus, Industry, RiskLevel } from "../../gql/types";
import { FormDialog } from "../../components/FormDialog";
import { notify, toaster } from "../../theme/toaster";
import {
  BusinessIdeasDocument,
  SubmitBusinessIdeaDocument,
  UpdateBusinessIdeaDocument,
  type IdeaDetailFieldsFragment,
} from "./investing.generated";
import { MediaField, type ChosenMedia } from "./MediaField";
import { IDEA_TEXT } from "./text";

const optionalUrl = ideaSchema.shape.website;

/** A required input: its label carries the asterisk, as Description's and Industry's do. */
function RequiredTextField({ label, error, helperText, ...inputProps }: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required disabled={inputProps.disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input {...inputProps} />
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : helperText ? (
        <Field.HelperText>{helperText}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}

/** The form's fields (text inputs) by the rules shared with the server. */
const formSchema = z.object({
  title: ideaTitle,
  description: ideaDescription,
  // Whole dollars from $1,000 to $1,000,000,000, as the server takes them: nothing out of range is sent.
  fundingGoal: typedDollars(fundingGoal),
  currentFunding: typedDollars(currentFunding, true),
  industry: z.string().min(1, IDEA_MESSAGES.industry),
  equityOffered: z
    .string()
    .refine(
      (t) => t.trim() === "" || equityOffered.safeParse(Number(t)).success,
      IDEA_MESSAGES.equity,
    ),
  risk: z.string(),
  status: z.string(),
  location: z.string().max(IDEA_LIMITS.locationMax, IDEA_MESSAGES.locationLong),
  website: z.string().refine((t) => optionalUrl.safeParse(t).success, IDEA_MESSAGES.url),
  pitchDeckUrl: z.string().refine((t) => optionalUrl.safeParse(t).success, IDEA_MESSAGES.url),
  image: z.custom<ChosenMedia | null>(),
  video: z.custom<ChosenMedia | null>(),
});

type Values = z.input<typeof formSchema>;

const EMPTY: Values = {
  title: "",
  description: "",
  fundingGoal: "",
  currentFunding: "",
  industry: "",
  equityOffered: "",
  risk: "MEDIUM",
  status: "ACTIVE",
  location: "",
  website: "",
  pitchDeckUrl: "",
  image: null,
  video: null,
};

const valuesOf = (idea: IdeaDetailFieldsFragment): Values => ({
  title: idea.title,
  description: idea.description,
  fundingGoal: String(idea.fundingGoal),
  currentFunding: String(idea.currentFunding),
  industry: idea.industry,
  equityOffered: idea.equityOffered == null ? "" : String(idea.equityOffered),
  risk: idea.risk,
  status: idea.status,
  location: idea.location ?? "",
  website: idea.website ?? "",
  pitchDeckUrl: idea.pitchDeckUrl ?? "",
  image: null,
  video: null,
});

export interface IdeaFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Editing this idea; none: submitting a new one. */
  idea?: IdeaDetailFieldsFragment;
}

/**
 * 'Submit Business Idea' (or 'Edit Idea'): every field of the spec's submit form, checked by the shared
 * rules first, with an optional image and video uploaded with progress; editing adds what has been raised
 * and the status. The server's messages land on their fields and in a toast.
 */
export function IdeaFormDialog({ open, onOpenChange, idea }: IdeaFormDialogProps) {
  const editing = Boolean(idea);
  const navigate = useNavigate();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: idea ? valuesOf(idea) : EMPTY,
  });
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const [submitIdea] = useMutation(SubmitBusinessIdeaDocument, {
    refetchQueries: [BusinessIdeasDocument],
  });
  const [updateIdea] = useMutation(UpdateBusinessIdeaDocument, {
    refetchQueries: [BusinessIdeasDocument],
  });

  useEffect(() => {
    if (open) reset(idea ? valuesOf(idea) : EMPTY);
  }, [open, idea, reset]);

  const field = (name: Exclude<keyof Values, "image" | "video">) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        toaster.dismiss("idea-form");
      },
    });

  const save = async (values: Values) => {
    const details = {
      title: values.title,
      description: values.description,
      fundingGoal: Number(values.fundingGoal),
      industry: values.industry as Industry,
      equityOffered: values.equityOffered.trim() ? Number(values.equityOffered) : null,
      risk: values.risk as RiskLevel,
      location: values.location,
      website: values.website,
      pitchDeckUrl: values.pitchDeckUrl,
      image: values.image?.file ?? null,
      video: values.video?.file ?? null,
    };
    const uploading = Boolean(values.image || values.video);
    setBusy(true);
    setProgress(uploading ? null : undefined);
    const context = uploading
      ? uploadProgressContext(({ loaded, total }) =>
          setProgress(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null),
        )
      : undefined;
    let createdId: string | null = null;
    try {
      if (idea) {
        await updateIdea({
          variables: {
            id: idea.id,
            input: {
              ...details,
              currentFunding: values.currentFunding.trim() ? Number(values.currentFunding) : null,
              status: values.status as BusinessIdeaStatus,
            },
          },
          context,
        });
      } else {
        const result = await submitIdea({ variables: { input: details }, context });
        createdId = result.data?.submitBusinessIdea.id ?? null;
      }
    } catch (error) {
      const fields = fieldErrors(error);
      for (const [name, message] of Object.entries(fields)) {
        const target = name === "file" ? (values.video && !values.image ? "video" : "image") : name;
        if (target in EMPTY) setError(target as keyof Values, { message });
      }
      const problem = errorTitle(error);
      const message = userMessage(error, "Please try again.");
      notify.error(
        editing ? IDEA_MESSAGES.updateFailed : IDEA_MESSAGES.submitFailed,
        problem ? `${problem} - ${message}` : message,
        "idea-form",
      );
      return;
    } finally {
      setBusy(false);
      setProgress(undefined);
    }
    onOpenChange(false);
    notify.success(editing ? IDEA_TEXT.updated : IDEA_TEXT.submitted, undefined, "idea-form");
    if (createdId) navigate(`/investing/${createdId}`);
  };

  const onSubmit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    void handleSubmit(save)();
  };

  const title = editing ? "Edit Idea" : IDEA_TEXT.submit;
  const select = (
    name: "industry" | "risk" | "status",
    label: string,
    options: readonly { value: string; label: string }[],
    placeholder?: string,
  ) => (
    <Field.Root invalid={Boolean(errors[name])} disabled={busy} required={name === "industry"}>
      <Field.Label>
        {label}
        {name === "industry" ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...field(name)} placeholder={placeholder}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {errors[name] ? <Field.ErrorText>{errors[name]?.message}</Field.ErrorText> : null}
    </Field.Root>
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      long
      title={title}
      label={title}
      onSubmit={onSubmit}
      submitLabel={editing ? "Save Changes" : "Submit Idea"}
      submittingLabel={editing ? "Saving..." : "Submitting..."}
      submitting={busy}
      cancelProps={{ variant: "ghost" }}
      upload={{
        show: busy && progress !== undefined,
        value: progress ?? null,
        label: "Uploading...",
      }}
    >
      <Stack gap="4">
        <RequiredTextField
          label="Title"
          placeholder="A short name for your idea"
          {...field("title")}
          error={errors.title?.message}
          disabled={busy}
        />
        <Field.Root invalid={Boolean(errors.description)} disabled={busy} required>
          <Field.Label>
            Description
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            {...field("description")}
            rows={5}
            placeholder="What problem does it solve, for whom, and how?"
          />
          {errors.description ? (
            <Field.ErrorText>{errors.description.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>At least {IDEA_LIMITS.descriptionMin} characters.</Field.HelperText>
          )}
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <RequiredTextField
            label="Funding goal (USD)"
            type="number"
            inputMode="numeric"
            min={IDEA_LIMITS.fundingGoalMin}
            max={IDEA_LIMITS.fundingMax}
            step={1}
            placeholder="50000"
            {...field("fundingGoal")}
            error={errors.fundingGoal?.message}
            disabled={busy}
          />
          {select("industry", "Industry", INDUSTRIES, editing ? undefined : "Select an industry")}
          <TextField
            label="Equity offered (%)"
            type="number"
            inputMode="decimal"
            min={IDEA_LIMITS.equityMin}
            max={IDEA_LIMITS.equityMax}
            step={0.1}
            placeholder="10"
            {...field("equityOffered")}
            error={errors.equityOffered?.message}
            disabled={busy}
          />
          {select("risk", "Risk level", RISK_LEVELS)}
          {editing ? (
            <>
              <TextField
                label="Current funding (USD)"
                type="number"
                inputMode="numeric"
                min={0}
                max={IDEA_LIMITS.fundingMax}
                step={1}
                {...field("currentFunding")}
                error={errors.currentFunding?.message}
                helperText="What has been raised so far."
                disabled={busy}
              />
              {select("status", "Status", [
                { value: "ACTIVE", label: "Active" },
                { value: "FUNDED", label: "Funded" },
              ])}
            </>
          ) : null}
        </SimpleGrid>
        <TextField
          label="Location"
          placeholder="City, country"
          {...field("location")}
          error={errors.location?.message}
          disabled={busy}
        />
        <TextField
          label="Website"
          type="url"
          placeholder="https://"
          {...field("website")}
          error={errors.website?.message}
          disabled={busy}
        />
        <TextField
          label="Pitch deck link"
          type="url"
          placeholder="https://"
          {...field("pitchDeckUrl")}
          error={errors.pitchDeckUrl?.message}
          disabled={busy}
        />
        <Controller
          control={control}
          name="image"
          render={({ field: media }) => (
            <MediaField
              label="Image"
              accept="image"
              media={media.value ?? null}
              onChange={media.onChange}
              error={errors.image?.message}
              onError={(message) =>
                message ? setError("image", { message }) : clearErrors("image")
              }
              disabled={busy}
            />
          )}
        />
        <Controller
          control={control}
          name="video"
          render={({ field: media }) => (
            <MediaField
              label="Video"
              accept="video"
              media={media.value ?? null}
              onChange={media.onChange}
              error={errors.video?.message}
              onError={(message) =>
                message ? setError("video", { message }) : clearErrors("video")
              }
              disabled={busy}
            />
          )}
        />
      </Stack>
    </FormDialog>
  );
}
