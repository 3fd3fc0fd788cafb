import { useEffect, type FormEvent } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type Resolver,
} from "react-hook-form";
import { fieldErrors, userMessage } from "../../apollo/errors";
import type { FormDialogProps } from "../../components/FormDialog";
import { notify, toaster } from "../../theme/toaster";

/** What a career dialog says: its titles and the toasts of a save. */
export interface CareerEntryText {
  addTitle: string;
  editTitle: string;
  saveFailed: string;
  added: string;
  updated: string;
}

export interface CareerEntryFormOptions<Entry, Values extends FieldValues, Input> {
  /** The entry being edited; null adds one. */
  entry: Entry | null;
  /** The form's values for an entry (the empty ones for null). */
  valuesOf: (entry: Entry | null) => Values;
  /** The rules shared with the server: what was typed in, what is sent out. */
  resolver: Resolver<Values, unknown, Input>;
  /** The fields the server may name in a BAD_USER_INPUT answer; their messages go under them. */
  fields: readonly FieldPath<Values>[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Adds the entry, or updates it when one is being edited. */
  send: (input: Input) => Promise<unknown>;
  text: CareerEntryText;
  /** The id of the save's toast, so typing again dismisses the last attempt's. */
  toastId: string;
}

/**
 * The form behind 'Add/Edit position' and 'Add/Edit education': filled from the entry each time the
 * dialog opens; a save closes it with a toast, and a failed one keeps everything typed, puts the
 * server's messages under their fields and says what went wrong in a toast. Typing in a field clears
 * its message and that toast. Returns the form, `field` to register an input, and the dialog's props.
 */
export function useCareerEntryForm<Entry, Values extends FieldValues, Input>({
  entry,
  valuesOf,
  resolver,
  fields,
  open,
  onOpenChange,
  send,
  text,
  toastId,
}: CareerEntryFormOptions<Entry, Values, Input>) {
  const form = useForm<Values, unknown, Input>({
    resolver,
    // A whole set of values is a set of default values; TypeScript cannot tell for a generic one.
    defaultValues: valuesOf(entry) as DefaultValues<Values>,
    mode: "onTouched",
  });
  const { register, handleSubmit, reset, setError, clearErrors } = form;

  useEffect(() => {
    if (open) reset(valuesOf(entry));
  }, [open, entry, valuesOf, reset]);

  const field = <Name extends FieldPath<Values>>(
    name: Name,
    options?: Pick<RegisterOptions<Values, Name>, "setValueAs">,
  ) =>
    register(name, {
      ...options,
      onChange: () => {
        clearErrors(name);
        toaster.dismiss(toastId);
      },
    });

  const save = async (input: Input) => {
    try {
      await send(input);
    } catch (error) {
      const messages = fieldErrors(error);
      for (const name of fields) if (messages[name]) setError(name, { message: messages[name] });
      notify.error(text.saveFailed, userMessage(error, "Please try again."), toastId);
      return;
    }
    onOpenChange(false);
    notify.success(entry ? text.updated : text.added, undefined, toastId);
  };

  const title = entry ? text.editTitle : text.addTitle;
  const dialog = {
    open,
    onOpenChange,
    long: true,
    title,
    label: title,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void handleSubmit(save)();
    },
    submitLabel: "Save",
    submittingLabel: "Saving...",
    submitting: form.formState.isSubmitting,
    cancelProps: { variant: "ghost" },
  } satisfies Omit<FormDialogProps, "children">;

  return { form, field, dialog };
}
