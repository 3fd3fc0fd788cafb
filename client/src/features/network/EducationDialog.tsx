import { SimpleGrid, Stack } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  CAREER_LIMITS,
  educationInputSchema,
  type EducationInputValues,
  type EducationValues,
} from "@rules/careers";
import { FormDialog } from "../../components/FormDialog";
import { TextField } from "../../components/TextField";
import {
  AddEducationDocument,
  ProfileEducationDocument,
  UpdateEducationDocument,
  type EducationFieldsFragment,
} from "./careers.generated";
import { useCareerEntryForm } from "./useCareerEntryForm";

export const EDUCATION_DIALOG_TEXT = {
  addTitle: "Add education",
  editTitle: "Edit education",
  saveFailed: "Failed to save education",
  added: "Education added",
  updated: "Education updated",
} as const;

const FIELDS: readonly (keyof EducationInputValues)[] = [
  "school",
  "degree",
  "fieldOfStudy",
  "startYear",
  "endYear",
];

const valuesOf = (education: EducationFieldsFragment | null): EducationInputValues => ({
  school: education?.school ?? "",
  degree: education?.degree ?? "",
  fieldOfStudy: education?.fieldOfStudy ?? "",
  startYear: education?.startYear ?? null,
  endYear: education?.endYear ?? null,
});

/** A year field's text as the rules take it: blank is none; anything else a number they judge. */
const yearOf = (text: unknown) => {
  if (typeof text === "number") return text;
  const trimmed = typeof text === "string" ? text.trim() : "";
  return trimmed ? Number(trimmed) : null;
};

export interface EducationDialogProps {
  /** The owner's id: the profile whose education the save refreshes. */
  memberId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The entry being edited; null adds one. */
  education: EducationFieldsFragment | null;
}

/**
 * 'Add education' / 'Edit education': school, degree, field of study and the years, by the rules the
 * server checks too. A failed save keeps everything typed, puts the server's messages under their
 * fields and says what went wrong in a toast.
 */
export function EducationDialog({ memberId, open, onOpenChange, education }: EducationDialogProps) {
  const refetch = {
    refetchQueries: [{ query: ProfileEducationDocument, variables: { id: memberId } }],
    awaitRefetchQueries: true,
  };
  const [addEducation] = useMutation(AddEducationDocument, refetch);
  const [updateEducation] = useMutation(UpdateEducationDocument, refetch);
  const { form, field, dialog } = useCareerEntryForm({
    entry: education,
    valuesOf,
    resolver: zodResolver(educationInputSchema),
    fields: FIELDS,
    open,
    onOpenChange,
    send: (input: EducationValues) =>
      education
        ? updateEducation({ variables: { id: education.id, input } })
        : addEducation({ variables: { input } }),
    text: EDUCATION_DIALOG_TEXT,
    toastId: "education-save",
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <FormDialog {...dialog}>
      <Stack gap="4">
        <TextField
          label="School"
          required
          autoComplete="off"
          placeholder="e.g. TU Berlin"
          maxLength={CAREER_LIMITS.schoolMax}
          {...field("school")}
          error={errors.school?.message}
          disabled={isSubmitting}
        />
        <TextField
          label="Degree"
          autoComplete="off"
          placeholder="e.g. Bachelor of Science"
          maxLength={CAREER_LIMITS.degreeMax}
          {...field("degree")}
          error={errors.degree?.message}
          disabled={isSubmitting}
        />
        <TextField
          label="Field of study"
          autoComplete="off"
          placeholder="e.g. Computer Science"
          maxLength={CAREER_LIMITS.fieldOfStudyMax}
          {...field("fieldOfStudy")}
          error={errors.fieldOfStudy?.message}
          disabled={isSubmitting}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField
            label="Start year"
            type="number"
            inputMode="numeric"
            min={CAREER_LIMITS.yearMin}
            max={CAREER_LIMITS.yearMax}
            placeholder="YYYY"
            {...field("startYear", { setValueAs: yearOf })}
            error={errors.startYear?.message}
            disabled={isSubmitting}
          />
          <TextField
            label="End year"
            type="number"
            inputMode="numeric"
            min={CAREER_LIMITS.yearMin}
            max={CAREER_LIMITS.yearMax}
            placeholder="YYYY (or expected)"
            {...field("endYear", { setValueAs: yearOf })}
            error={errors.endYear?.message}
            disabled={isSubmitting}
          />
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}
