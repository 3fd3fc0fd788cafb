import { Field, HStack, SimpleGrid, Stack, Switch, Text, Textarea } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  CAREER_LIMITS,
  positionInputSchema,
  type PositionInputValues,
  type PositionValues,
} from "@rules/careers";
import { Controller, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import { FormDialog } from "../../components/FormDialog";
import { TextField } from "../../components/TextField";
import {
  AddPositionDocument,
  ProfilePositionsDocument,
  UpdatePositionDocument,
  type PositionFieldsFragment,
} from "./careers.generated";
import { useCareerEntryForm } from "./useCareerEntryForm";

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

const FIELDS: readonly Exclude<keyof FormValues, "current">[] = [
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
  const refetch = {
    refetchQueries: [{ query: ProfilePositionsDocument, variables: { id: memberId } }],
    awaitRefetchQueries: true,
  };
  const [addPosition] = useMutation(AddPositionDocument, refetch);
  const [updatePosition] = useMutation(UpdatePositionDocument, refetch);
  const { form, field, dialog } = useCareerEntryForm({
    entry: position,
    valuesOf,
    resolver,
    fields: FIELDS,
    open,
    onOpenChange,
    send: (input: PositionValues) =>
      position
        ? updatePosition({ variables: { id: position.id, input } })
        : addPosition({ variables: { input } }),
    text: POSITION_TEXT,
    toastId: "position-save",
  });
  const { control, clearErrors } = form;
  const { errors, isSubmitting } = form.formState;
  const [current = false, description = ""] = useWatch({
    control,
    name: ["current", "description"],
  });

  return (
    <FormDialog {...dialog}>
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
