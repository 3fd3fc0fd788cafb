import { Field, Textarea } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { IDEA_LIMITS, IDEA_MESSAGES, contactSchema } from "@rules/ideas";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { errorCode, fieldErrors } from "../../apollo/errors";
import { FormDialog } from "../../components/FormDialog";
import { notify } from "../../theme/toaster";
import { ContactFounderDocument } from "./investing.generated";

export interface ContactFounderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ideaId: string;
  ideaTitle: string;
}

/**
 * 'Contact Founder': a business inquiry of at least 20 characters, sent as a message about the idea; then
 * /messages opens on the conversation with the founder, under Business Inquiries.
 */
export function ContactFounderDialog({
  open,
  onOpenChange,
  ideaId,
  ideaTitle,
}: ContactFounderDialogProps) {
  const navigate = useNavigate();
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [contactFounder, { loading }] = useMutation(ContactFounderDocument);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = contactSchema.safeParse({ message });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    try {
      const result = await contactFounder({ variables: { ideaId, message } });
      const sent = result.data?.contactFounder;
      notify.success(IDEA_MESSAGES.sentTitle, IDEA_MESSAGES.sent, "contact-founder");
      onOpenChange(false);
      setMessage("");
      if (sent?.receiver)
        navigate("/messages", {
          state: {
            selectedUserId: sent.receiver.id,
            messageType: "BUSINESS_INQUIRY",
            businessIdeaId: ideaId,
          },
        });
    } catch (cause) {
      const fields = fieldErrors(cause);
      if (fields.message) setError(fields.message);
      const code = errorCode(cause);
      if (code === "UNAUTHENTICATED")
        notify.error(IDEA_MESSAGES.signInTitle, IDEA_MESSAGES.signIn, "contact-founder");
      else if (code === "NOT_FOUND")
        notify.error("Error", IDEA_MESSAGES.noFounder, "contact-founder");
      else notify.error(IDEA_MESSAGES.sendFailedTitle, IDEA_MESSAGES.sendFailed, "contact-founder");
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size={{ base: "full", sm: "md" }}
      title="Contact Founder"
      label="Contact Founder"
      onSubmit={(e) => void send(e)}
      submitLabel="Send Message"
      submittingLabel="Sending..."
      submitting={loading}
      cancelProps={{ variant: "ghost" }}
    >
      <Field.Root invalid={Boolean(error)} disabled={loading} required>
        <Field.Label>Your message about “{ideaTitle}”</Field.Label>
        <Textarea
          rows={5}
          value={message}
          maxLength={5000}
          placeholder="Introduce yourself and what you would like to know or offer."
          onChange={(e) => {
            setMessage(e.target.value);
            setError(undefined);
          }}
        />
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>At least {IDEA_LIMITS.contactMin} characters.</Field.HelperText>
        )}
      </Field.Root>
    </FormDialog>
  );
}
