import { Box, Button, CloseButton, Dialog, Portal, type ButtonProps } from "@chakra-ui/react";
import type { FormEvent, ReactNode } from "react";
import { UploadProgressBar } from "./UploadProgressBar";

type RootProps = Omit<Dialog.RootProps, "open" | "onOpenChange" | "children">;

export interface FormDialogProps extends RootProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The heading, e.g. 'Change Password'. */
  title: ReactNode;
  /** The form's accessible name (aria-label), e.g. 'Change password'. */
  label?: string;
  /** A long form: the whole screen on a phone, lg beyond; the body scrolls; a click outside keeps it open. */
  long?: boolean;
  /**
   * The form uploads files: the footer wraps, and while `show` its start holds the upload's progress
   * (null: size not known yet).
   */
  upload?: { show: boolean; value: number | null; label: string };
  /** A button that opens the dialog, when the dialog keeps its own open state. */
  trigger?: ReactNode;
  /**
   * The form's submit handler: the panel is a <form> and the main button submits it. Without one the
   * panel is a plain section and the main button calls onConfirm.
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  onConfirm?: () => void;
  /**
   * The form sits inside the panel (the × outside the form) rather than being the panel itself.
   */
  formInside?: boolean;
  /** The main button's content, e.g. 'Send Invitation'. */
  submitLabel: ReactNode;
  /** Shown on the main button while it loads, e.g. 'Sending...'. */
  submittingLabel?: string;
  /** The main button shows its spinner. */
  submitting?: boolean;
  submitDisabled?: boolean;
  /** Disables Cancel and the × (by default while submitting). */
  busy?: boolean;
  /** The × stays enabled while busy. */
  closeWhileBusy?: boolean;
  /** Overrides for the main button (e.g. colorPalette) and for Cancel (e.g. variant). */
  submitProps?: ButtonProps;
  cancelProps?: ButtonProps;
  contentProps?: Dialog.ContentProps;
  footerProps?: Dialog.FooterProps;
  /** More buttons between Cancel and the main button. */
  footerActions?: ReactNode;
  /** The body. */
  children: ReactNode;
}

const LONG = {
  size: { base: "full", md: "lg" },
  scrollBehavior: "inside",
  closeOnInteractOutside: false,
} as const;

/**
 * A dialog around a form: title, body, Cancel and a main button (with its loading state), and the ×.
 * Centred unless told otherwise; every other Dialog.Root option passes through.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  label,
  long = false,
  upload,
  trigger,
  onSubmit,
  onConfirm,
  formInside = false,
  submitLabel,
  submittingLabel,
  submitting = false,
  submitDisabled,
  busy = submitting,
  closeWhileBusy = false,
  submitProps,
  cancelProps,
  contentProps,
  footerProps,
  footerActions,
  children,
  ...rootProps
}: FormDialogProps) {
  const isForm = Boolean(onSubmit);
  const parts = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer {...(upload ? { flexWrap: "wrap", rowGap: "3" } : null)} {...footerProps}>
        {upload?.show ? (
          <Box flex="1" minW="48">
            <UploadProgressBar value={upload.value} label={upload.label} />
          </Box>
        ) : null}
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" colorPalette="gray" disabled={busy} {...cancelProps}>
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        {footerActions}
        <Button
          type={isForm ? "submit" : "button"}
          onClick={isForm ? undefined : onConfirm}
          loading={submitting}
          loadingText={submittingLabel}
          disabled={submitDisabled}
          {...submitProps}
        >
          {submitLabel}
        </Button>
      </Dialog.Footer>
    </>
  );
  const close = (
    <Dialog.CloseTrigger asChild>
      <CloseButton size="sm" aria-label="Close" disabled={busy && !closeWhileBusy} />
    </Dialog.CloseTrigger>
  );
  const form = (content: ReactNode) => (
    <form noValidate aria-label={label} onSubmit={onSubmit}>
      {content}
    </form>
  );

  return (
    <Dialog.Root
      placement="center"
      {...(long ? LONG : null)}
      {...rootProps}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
    >
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {isForm && !formInside ? (
            <Dialog.Content asChild {...contentProps}>
              {form(
                <>
                  {parts}
                  {close}
                </>,
              )}
            </Dialog.Content>
          ) : (
            <Dialog.Content {...contentProps}>
              {isForm ? form(parts) : parts}
              {close}
            </Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
