import { useMutation } from "@apollo/client/react";
import { Button, Field, IconButton, RadioGroup, Stack, Textarea } from "@chakra-ui/react";
import { FlagIcon } from "lucide-react";
import { useState } from "react";
import { useSession } from "../../apollo/session";
import { FormDialog } from "../../components/FormDialog";
import type { ModerationTarget, ReportReason } from "../../gql/types";
import { notify } from "../../theme/toaster";
import { userMessage } from "../../apollo/errors";
import { ADMIN_TEXT, KIND_NAMES } from "./kinds";
import { ReportContentDocument } from "./report.generated";

export const REPORT_TEXT = {
  sent: "Report submitted",
  sentDescription: "Thank you. A moderator will review it.",
  duplicate: "You have already reported this.",
  failed: "Failed to submit report",
  detailsRequired: "Please describe the problem.",
  detailsTooLong: "Details must be at most 1000 characters.",
} as const;

const REASONS: { value: ReportReason; label: string }[] = [
  { value: "SPAM", label: "Spam" },
  { value: "HARASSMENT", label: "Harassment" },
  { value: "OTHER", label: "Other" },
];

export interface ReportDialogProps {
  targetType: ModerationTarget;
  targetId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks a member why they report a profile or a piece of content, and sends it. */
export function ReportDialog({ targetType, targetId, open, onOpenChange }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason>("SPAM");
  const [details, setDetails] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [send, { loading }] = useMutation(ReportContentDocument);
  const noun = KIND_NAMES[targetType].one;

  const submit = async () => {
    const text = details.trim();
    if (reason === "OTHER" && !text) return setProblem(REPORT_TEXT.detailsRequired);
    if (text.length > 1000) return setProblem(REPORT_TEXT.detailsTooLong);
    try {
      await send({ variables: { targetType, targetId, reason, details: text || null } });
      notify.success(REPORT_TEXT.sent, REPORT_TEXT.sentDescription);
      onOpenChange(false);
      setDetails("");
      setProblem(null);
    } catch (cause) {
      const code = (cause as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]
        ?.extensions?.code;
      if (code === "CONFLICT") {
        notify.info(REPORT_TEXT.duplicate);
        onOpenChange(false);
      } else notify.error(REPORT_TEXT.failed, userMessage(cause, ADMIN_TEXT.tryAgain));
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={<>Report {noun}</>}
      onConfirm={() => void submit()}
      submitLabel="Report"
      submittingLabel="Sending..."
      submitting={loading}
      submitProps={{ colorPalette: "red" }}
    >
      <Stack gap="4">
        <RadioGroup.Root
          value={reason}
          onValueChange={(e) => setReason(e.value as ReportReason)}
          aria-label="Reason"
        >
          <Stack gap="2">
            {REASONS.map((r) => (
              <RadioGroup.Item key={r.value} value={r.value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{r.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        <Field.Root invalid={!!problem} required={reason === "OTHER"}>
          <Field.Label>
            Details
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            value={details}
            maxLength={1000}
            onChange={(e) => {
              setDetails(e.target.value);
              setProblem(null);
            }}
            placeholder="What is wrong?"
          />
          {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}

export interface ReportButtonProps {
  targetType: ModerationTarget;
  targetId: string;
  /** Whose profile or content it is: nobody reports their own. */
  authorId?: string | null;
  /** An icon-only button (in a card's corner) instead of a labelled one. */
  compact?: boolean;
}

/** 'Report' for signed-in members on someone else's profile or content. */
export function ReportButton({ targetType, targetId, authorId, compact }: ReportButtonProps) {
  const { me } = useSession();
  const [open, setOpen] = useState(false);
  if (!me || me.id === authorId) return null;
  const label = `Report ${KIND_NAMES[targetType].one}`;
  return (
    <>
      {compact ? (
        <IconButton
          size="xs"
          variant="ghost"
          colorPalette="gray"
          aria-label={label}
          title={label}
          onClick={() => setOpen(true)}
        >
          <FlagIcon />
        </IconButton>
      ) : (
        <Button
          size="sm"
          variant="ghost"
          colorPalette="gray"
          aria-label={label}
          onClick={() => setOpen(true)}
        >
          <FlagIcon /> Report
        </Button>
      )}
      {open ? (
        <ReportDialog
          targetType={targetType}
          targetId={targetId}
          open={open}
          onOpenChange={setOpen}
        />
      ) : null}
    </>
  );
}
