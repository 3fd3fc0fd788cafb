import { Button, Field, Group, HStack, IconButton, Input, Stack } from "@chakra-ui/react";
import { useState, type KeyboardEvent, type RefObject } from "react";
import { BoldIcon, Heading2Icon, ItalicIcon, LinkIcon, ListIcon } from "lucide-react";
import { Tooltip } from "../../components/Tooltip";
import {
  insertLink,
  normaliseUrl,
  prefixLines,
  wrapSelection,
  type TextEdit,
} from "./markdownEdit";

export type FormatAction = "bold" | "italic" | "heading" | "list";

/** The edit a formatting button makes on the text and its selection. */
export function formatText(
  action: FormatAction,
  value: string,
  start: number,
  end: number,
): TextEdit {
  switch (action) {
    case "bold":
      return wrapSelection(value, start, end, "**", "bold text");
    case "italic":
      return wrapSelection(value, start, end, "*", "italic text");
    case "heading":
      return prefixLines(value, start, end, "## ");
    case "list":
      return prefixLines(value, start, end, "- ");
  }
}

const BUTTONS: { action: FormatAction; label: string; icon: React.ReactNode }[] = [
  { action: "bold", label: "Bold", icon: <BoldIcon /> },
  { action: "italic", label: "Italic", icon: <ItalicIcon /> },
  { action: "heading", label: "Heading", icon: <Heading2Icon /> },
  { action: "list", label: "List", icon: <ListIcon /> },
];

export interface MarkdownToolbarProps {
  /** The content textarea the buttons act on (its current selection). */
  textarea: RefObject<HTMLTextAreaElement | null>;
  /** Applies an edit: the new text, and the selection to restore. */
  onEdit: (edit: TextEdit) => void;
  disabled?: boolean;
}

/**
 * Bold, italic, heading, list and link for the content field. Each acts on the textarea's selection;
 * Link asks for the address first, then writes [text](url).
 */
export function MarkdownToolbar({ textarea, onEdit, disabled = false }: MarkdownToolbarProps) {
  const [link, setLink] = useState<{ url: string; start: number; end: number } | null>(null);

  const selection = () => {
    const element = textarea.current;
    return element
      ? { value: element.value, start: element.selectionStart, end: element.selectionEnd }
      : null;
  };

  const format = (action: FormatAction) => {
    const current = selection();
    if (current) onEdit(formatText(action, current.value, current.start, current.end));
  };

  const insert = () => {
    const element = textarea.current;
    const url = normaliseUrl(link?.url ?? "");
    if (!element || !link || !url) return;
    onEdit(insertLink(element.value, link.start, link.end, url));
    setLink(null);
  };

  const onUrlKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter inserts the link rather than submitting the article form.
    if (event.key === "Enter") {
      event.preventDefault();
      insert();
    } else if (event.key === "Escape") {
      // Closes this prompt only, not the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      setLink(null);
      textarea.current?.focus();
    }
  };

  return (
    <Stack gap="2">
      <Group attached role="toolbar" aria-label="Formatting">
        {BUTTONS.map(({ action, label, icon }) => (
          <Tooltip key={action} content={label}>
            <IconButton
              aria-label={label}
              size="sm"
              variant="outline"
              colorPalette="gray"
              disabled={disabled}
              // Keeps the textarea's selection: the button does not take focus on press.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => format(action)}
            >
              {icon}
            </IconButton>
          </Tooltip>
        ))}
        <Tooltip content="Link">
          <IconButton
            aria-label="Link"
            aria-expanded={link !== null}
            size="sm"
            variant="outline"
            colorPalette="gray"
            disabled={disabled}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              const current = selection();
              if (current) setLink({ url: "", start: current.start, end: current.end });
            }}
          >
            <LinkIcon />
          </IconButton>
        </Tooltip>
      </Group>
      {link ? (
        <HStack gap="2" align="end" wrap="wrap">
          <Field.Root flex="1" minW="48">
            <Field.Label fontSize="xs">Link URL</Field.Label>
            <Input
              size="sm"
              type="url"
              inputMode="url"
              placeholder="https://example.com"
              autoFocus
              value={link.url}
              onChange={(event) => setLink({ ...link, url: event.target.value })}
              onKeyDown={onUrlKeyDown}
            />
          </Field.Root>
          <Button size="sm" onClick={insert} disabled={!link.url.trim()}>
            Insert link
          </Button>
          <Button
            size="sm"
            variant="ghost"
            colorPalette="gray"
            onClick={() => {
              setLink(null);
              textarea.current?.focus();
            }}
          >
            Cancel
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}
