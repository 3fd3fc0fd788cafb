import { Field, HStack, SimpleGrid, Stack, Switch, Text, Textarea } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  CAREER_LIMITS,
  positionInputSchema,
  type PositionInputValues,
  type PositionValues,
} from "@rules/careers";
import { useEffect, type FormEvent } from "react";
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import { fieldErrors, userMessage } from "../../apollo/errors";
import { FormDialog } from "../../components/FormDialog";
import { TextField } from "../../components/TextField";
import { notify, toaster } from "../../theme/toaster";
import {
  AddPositionDocument,
  ProfilePositionsDocument,
  UpdatePositionDocument,
  type PositionFieldsFragment,
} from "./careers.generated";

export const POSITION_TEXT = {
  addTitle: "Add position",
  editTitle: "Edit position",
  endMonthRequired: "End month is required unless you currently work here",
  current: "I currently work here",
  saveFailed: "Failed to save position",
  added: "Position added",
  updated: "Position updated",
} as const;

/** What the form holds: the input's texts, and whether the position is current (no end month). */
interface FormValues {
  title: string;
  company: string;
  location: string;
  startMonth: string;
  endMonth: string;
  current: boolean;
  description: string;
}

type FieldName = Exclude<keyof FormValues, "current">;
const FIELDS: readonly FieldName[] = [
  "title",
  "company",
  "location",
  "startMonth",
  "endMonth",
  "description",
];

const valuesOf = (position: PositionFieldsFragment | null): FormValues => ({
  title: position?.title ?? "",
  company: position?.company ?? "",
  location: position?.location ?? "",
  startMonth: position?.startMonth ?? "",
  endMonth: position?.endMonth ?? "",
  current: position ? !position.endMonth : false,
  description: position?.description ?? "",
});

const inputRules = zodResolver(positionInputSchema);

/**
 * The rules shared with the server (@rules/careers) on what will be sent: no end month while 'I
 * currently work here' is on; with it off, an end month is asked for (an empty one would mean current).
 */
const resolver: Resolver<FormValues, unknown, PositionValues> = async (
  values,
  context,
  options,
) => {
  const { current, ...input } = values;
  const sent: PositionInputValues = { ...input, endMonth: current ? null : input.endMonth };
  const result = await inputRules(
    sent,
    context,
    options as unknown as Parameters<typeof inputRules>[2],
  );
  if (!current && !input.endMonth.trim()) {
    const errors: FieldErrors<FormValues> = {
      ...(result.errors as FieldErrors<FormValues>),
      endMonth: { type: "required", message: POSITION_TEXT.endMonthRequired },
    };
    return { values: {}, errors };
  }
  return result as Awaited<ReturnType<Resolver<FormValues, unknown, PositionValues>>>;
};

export interface PositionDialogProps {
  /** The owner's id: the profile whose experience the save refreshes. */
  memberId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The position being edited; null adds one. */
  position: PositionFieldsFragment | null;
}

/**
 * 'Add position' / 'Edit position': title, company, location, the months (no end while current) and
 * a description, by the rules the server checks too. A failed save keeps everything typed, puts the
 * server's messages under their fields and says what went wrong in a toast.
 */
export function PositionDialog({ memberId, open, onOpenChange, position }: PositionDialogProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, PositionValues>({
    resolver,
    defaultValues: valuesOf(position),
    mode: "onTouched",
  });
  const [current = false, description = ""] = useWatch({
    control,
    name: ["current", "description"],
  });
  const refetch = {
    refetchQueries: [{ query: ProfilePositionsDocument, variables: { id: memberId } }],
    awaitRefetchQueries: true,
  };
  const [addPosition] = useMutation(AddPositionDocument, refetch);
  const [updatePosition] = useMutation(UpdatePositionDocument, refetch);

  useEffect(() => {
    if (open) reset(valuesOf(position));
  }, [open, position, reset]);

  // Typing clears the field's message and the last attempt's toast.
  const field = (name: FieldName) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        toaster.dismiss("position-save");
      },
    });

  const save = async (input: PositionValues) => {
    try {
      if (position) await updatePosition({ variables: { id: position.id, input } });
      else await addPosition({ variables: { input } });
    } catch (error) {
      const fields = fieldErrors(error);
      for (const name of FIELDS) if (fields[name]) setError(name, { message: fields[name] });
      notify.error(
        POSITION_TEXT.saveFailed,
        userMessage(error, "Please try again."),
        "position-save",
      );
      return;
    }
    onOpenChange(false);
    notify.success(
      position ? POSITION_TEXT.updated : POSITION_TEXT.added,
      undefined,
      "position-save",
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void handleSubmit(save)();
  };

  const title = position ? POSITION_TEXT.editTitle : POSITION_TEXT.addTitle;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      long
      title={title}
      label={title}
      onSubmit={onSubmit}
      submitLabel="Save"
      submittingLabel="Saving..."
      submitting={isSubmitting}
      cancelProps={{ variant: "ghost" }}
    >
      <Stack gap="4">
        <TextField
          label="Title"
          required
          autoComplete="organization-title"
          placeholder="e.g. Software Engineer"
          maxLength={CAREER_LIMITS.titleMax}
          {...field("title")}
          error={errors.title?.message}
          disabled={isSubmitting}
        />
        <TextField
          label="Company"
          required
          autoComplete="organization"
          placeholder="e.g. Acme"
          maxLength={CAREER_LIMITS.companyMax}
          {...field("company")}
          error={errors.company?.message}
          disabled={isSubmitting}
        />
        <TextField
          label="Location"
          autoComplete="off"
          placeholder="e.g. Berlin, Germany"
          maxLength={CAREER_LIMITS.locationMax}
          {...field("location")}
          error={errors.location?.message}
          disabled={isSubmitting}
        />
        <Controller
          control={control}
          name="current"
          render={({ field: switcher }) => (
            <Switch.Root
              colorPalette="brand"
              checked={switcher.value}
              onCheckedChange={(details) => {
                switcher.onChange(details.checked);
                if (details.checked) clearErrors("endMonth");
              }}
              disabled={isSubmitting}
            >
              <Switch.HiddenInput onBlur={switcher.onBlur} />
              <Switch.Control />
              <Switch.Label>{POSITION_TEXT.current}</Switch.Label>
            </Switch.Root>
          )}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField
            label="Start month"
            type="month"
            required
            placeholder="YYYY-MM"
            {...field("startMonth")}
            error={errors.startMonth?.message}
            disabled={isSubmitting}
          />
          {current ? (
            <Stack gap="1.5">
              <Text textStyle="sm" fontWeight="medium">
                End month
              </Text>
              <HStack h="10" color="fg.muted" fontSize="sm">
                <Text>Present</Text>
              </HStack>
            </Stack>
          ) : (
            <TextField
              label="End month"
              type="month"
              placeholder="YYYY-MM"
              {...field("endMonth")}
              error={errors.endMonth?.message}
              disabled={isSubmitting}
            />
          )}
        </SimpleGrid>
        <Field.Root invalid={Boolean(errors.description)} disabled={isSubmitting}>
          <Field.Label>Description</Field.Label>
          <Textarea {...field("description")} rows={5} />
          {errors.description ? (
            <Field.ErrorText>{errors.description.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              {description.trim().length} / {CAREER_LIMITS.descriptionMax}
            </Field.HelperText>
          )}
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
