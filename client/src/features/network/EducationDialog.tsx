import { SimpleGrid, Stack } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  CAREER_LIMITS,
  educationInputSchema,
  type EducationInputValues,
  type EducationValues,
} from "@rules/careers";
import { useEffect, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { fieldErrors, userMessage } from "../../apollo/errors";
import { FormDialog } from "../../components/FormDialog";
import { TextField } from "../../components/TextField";
import { notify, toaster } from "../../theme/toaster";
import {
  AddEducationDocument,
  ProfileEducationDocument,
  UpdateEducationDocument,
  type EducationFieldsFragment,
} from "./careers.generated";

export const EDUCATION_DIALOG_TEXT = {
  addTitle: "Add education",
  editTitle: "Edit education",
  saveFailed: "Failed to save education",
  added: "Education added",
  updated: "Education updated",
} as const;

type FieldName = keyof EducationInputValues;
const FIELDS: readonly FieldName[] = ["school", "degree", "fieldOfStudy", "startYear", "endYear"];

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
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<EducationInputValues, unknown, EducationValues>({
    resolver: zodResolver(educationInputSchema),
    defaultValues: valuesOf(education),
    mode: "onTouched",
  });
  const refetch = {
    refetchQueries: [{ query: ProfileEducationDocument, variables: { id: memberId } }],
    awaitRefetchQueries: true,
  };
  const [addEducation] = useMutation(AddEducationDocument, refetch);
  const [updateEducation] = useMutation(UpdateEducationDocument, refetch);

  useEffect(() => {
    if (open) reset(valuesOf(education));
  }, [open, education, reset]);

  // Typing clears the field's message and the last attempt's toast.
  const field = (name: FieldName) =>
    register(name, {
      ...(name === "startYear" || name === "endYear" ? { setValueAs: yearOf } : null),
      onChange: () => {
        clearErrors(name);
        toaster.dismiss("education-save");
      },
    });

  const save = async (input: EducationValues) => {
    try {
      if (education) await updateEducation({ variables: { id: education.id, input } });
      else await addEducation({ variables: { input } });
    } catch (error) {
      const fields = fieldErrors(error);
      for (const name of FIELDS) if (fields[name]) setError(name, { message: fields[name] });
      notify.error(
        EDUCATION_DIALOG_TEXT.saveFailed,
        userMessage(error, "Please try again."),
        "education-save",
      );
      return;
    }
    onOpenChange(false);
    notify.success(
      education ? EDUCATION_DIALOG_TEXT.updated : EDUCATION_DIALOG_TEXT.added,
      undefined,
      "education-save",
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void handleSubmit(save)();
  };

  const title = education ? EDUCATION_DIALOG_TEXT.editTitle : EDUCATION_DIALOG_TEXT.addTitle;
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
            {...field("startYear")}
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
            {...field("endYear")}
            error={errors.endYear?.message}
            disabled={isSubmitting}
          />
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}
