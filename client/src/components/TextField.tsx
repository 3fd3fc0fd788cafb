import { Field, Input, type InputProps } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface TextFieldProps extends Omit<InputProps, "size"> {
  label: string;
  /** The message shown under the input, which also marks it invalid. */
  error?: string;
  helperText?: ReactNode;
}

/** A labelled input with its helper and error text wired for assistive technology. */
export function TextField({ label, error, helperText, ...inputProps }: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input {...inputProps} />
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : helperText ? (
        <Field.HelperText>{helperText}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
