import { HStack, IconButton } from "@chakra-ui/react";
import { useState, type KeyboardEvent } from "react";
import { SendHorizontalIcon } from "lucide-react";
import { MentionTextarea } from "../../components/MentionTextarea";

export interface ComposerProps {
  /** Called with the trimmed, non-empty text. */
  onSend: (content: string) => void;
  /** Called as the member types (the caller throttles what it sends). */
  onTyping?: () => void;
  disabled?: boolean;
  placeholder?: string;
}

/**
 * The chat's composer (spec §5): a textarea from 60 to 120 px high that grows with its text; Enter
 * sends the trimmed text when it is not empty, Shift+Enter adds a new line.
 */
export function Composer({
  onSend,
  onTyping,
  disabled = false,
  placeholder = "Type a message...",
}: ComposerProps) {
  const [text, setText] = useState("");
  const ready = text.trim().length > 0 && !disabled;

  const submit = () => {
    const content = text.trim();
    if (!content || disabled) return;
    onSend(content);
    setText("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <HStack align="end" gap="2" p="3" borderTopWidth="1px" bg="bg.panel" flexShrink={0}>
      <MentionTextarea
        listPlacement="top"
        autoresize
        rows={1}
        minH="60px"
        maxH="120px"
        resize="none"
        aria-label="Message"
        placeholder={placeholder}
        value={text}
        disabled={disabled}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim()) onTyping?.();
        }}
        onKeyDown={onKeyDown}
      />
      <IconButton aria-label="Send message" disabled={!ready} onClick={submit} mb="1">
        <SendHorizontalIcon />
      </IconButton>
    </HStack>
  );
}
