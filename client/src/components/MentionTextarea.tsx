import { Box, HStack, Stack, Text, Textarea, type TextareaProps } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type Ref,
  type SyntheticEvent,
} from "react";
import { useSession } from "../apollo/session";
import { displayName } from "../lib/names";
import { MentionCandidatesDocument, type MentionCandidatesQuery } from "./mentions.generated";
import { UserAvatar } from "./UserAvatar";

/** How long typing pauses before the list is asked for (ms). */
export const MENTION_DEBOUNCE_MS = 200;
/** How many members the list shows. */
export const MENTION_LIST_SIZE = 8;

type Candidate = MentionCandidatesQuery["mentionCandidates"][number];

/**
 * The `@prefix` being typed just before the caret: an `@` that starts a word (as `@rules/mentions` reads
 * it: not after a letter, digit or `_ . - + @ / & #`), then up to 30 username characters.
 */
const TYPING = /(?<![\p{L}\p{N}_.+@/&#-])@([A-Za-z0-9._-]{1,30})$/u;
const USERNAME_CHAR = /[A-Za-z0-9._-]/;

interface Typing {
  prefix: string;
  /** Where its `@` is. */
  start: number;
}

function typingAt(element: HTMLTextAreaElement): Typing | null {
  const caret = element.selectionStart;
  if (caret !== element.selectionEnd) return null;
  const match = TYPING.exec(element.value.slice(0, caret));
  return match ? { prefix: match[1]!, start: caret - match[0].length } : null;
}

/** Sets the field's value as typing would, so React's onChange (and react-hook-form) hear it. */
function typeValue(element: HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), "value")?.set;
  if (setter) setter.call(element, value);
  else element.value = value;
  element.dispatchEvent(new Event("input", { bubbles: true }));
  // The same value again, through the element's own property this time: no change in the page, but
  // what watches that property (React's tracker, which has seen it by now; testing tools) learns it.
  if (element.value === value) element.value = value;
}

function headline(candidate: Candidate): string {
  return [candidate.title, candidate.company].filter(Boolean).join(" at ");
}

export interface MentionTextareaProps extends TextareaProps {
  /** Where the list opens: under the field (default), or above it (a composer at the screen's bottom). */
  listPlacement?: "top" | "bottom";
}

/**
 * A textarea with the '@' autocomplete (WAI-ARIA combobox): typing `@` and letters opens the members
 * `mentionCandidates` finds (connections first), asked once typing pauses; ArrowUp/ArrowDown move,
 * Enter or Tab choose, Escape closes, a click chooses; choosing puts `@username ` at the caret. A drop-in
 * for Chakra's Textarea, controlled or registered with react-hook-form (the ref is the textarea).
 */
export const MentionTextarea = forwardRef(function MentionTextarea(
  {
    listPlacement = "bottom",
    onChange,
    onKeyDown,
    onSelect,
    onBlur,
    ...props
  }: MentionTextareaProps,
  ref: Ref<HTMLTextAreaElement>,
) {
  const { me } = useSession();
  const listId = useId();
  const inner = useRef<HTMLTextAreaElement | null>(null);
  const setRef = useCallback(
    (element: HTMLTextAreaElement | null) => {
      inner.current = element;
      if (typeof ref === "function") ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  const [typing, setTyping] = useState<Typing | null>(null);
  const [asked, setAsked] = useState("");
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<Typing | null>(null);
  const caretAfter = useRef<number | null>(null);

  const prefix = typing?.prefix ?? "";
  useEffect(() => {
    if (!prefix) {
      setAsked("");
      return;
    }
    const timer = setTimeout(() => setAsked(prefix), MENTION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [prefix]);

  const { data, previousData } = useQuery(MentionCandidatesDocument, {
    variables: { prefix: asked, first: MENTION_LIST_SIZE },
    skip: !asked || !me,
    fetchPolicy: "cache-first",
  });
  const candidates = (data ?? previousData)?.mentionCandidates ?? [];
  const closedByEscape = dismissed !== null && typing !== null && dismissed.start === typing.start;
  const open = Boolean(typing && asked && candidates.length && !closedByEscape);
  const current = open ? Math.min(active, candidates.length - 1) : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const track = (element: HTMLTextAreaElement) => {
    const next = typingAt(element);
    setTyping((previous) =>
      previous?.prefix === next?.prefix && previous?.start === next?.start ? previous : next,
    );
    if (next?.prefix !== typing?.prefix) setActive(0);
    if (!next) setDismissed(null);
  };

  const choose = (candidate: Candidate) => {
    const element = inner.current;
    if (!element || !typing) return;
    const value = element.value;
    let end = element.selectionStart;
    while (end < value.length && USERNAME_CHAR.test(value[end]!)) end += 1;
    const spaced = value[end] === " ";
    const inserted = `@${candidate.username}${spaced ? "" : " "}`;
    const caret = typing.start + inserted.length + (spaced ? 1 : 0);
    typeValue(element, value.slice(0, typing.start) + inserted + value.slice(end));
    element.setSelectionRange(caret, caret);
    caretAfter.current = caret;
    setTyping(null);
    setDismissed(null);
    setActive(0);
  };

  // A controlled parent renders the new value after the input event: keep the caret after the insert.
  useLayoutEffect(() => {
    const caret = caretAfter.current;
    const element = inner.current;
    if (caret === null || !element) return;
    caretAfter.current = null;
    if (element.selectionStart !== caret) element.setSelectionRange(caret, caret);
  });

  // Escape closes the list, not the dialog around the field: dialogs hear Escape on the document
  // while it is captured, before the field does, so the list listens earlier (on the window).
  const openRef = useRef(false);
  openRef.current = open;
  useEffect(() => {
    if (!open) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || event.target !== inner.current || !openRef.current) return;
      event.preventDefault();
      event.stopPropagation();
      setDismissed(typing);
    };
    window.addEventListener("keydown", onEscape, { capture: true });
    return () => window.removeEventListener("keydown", onEscape, { capture: true });
  }, [open, typing]);

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open && !event.nativeEvent.isComposing) {
      const last = candidates.length - 1;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((current + step + candidates.length) % candidates.length);
        return;
      }
      if ((event.key === "Enter" || event.key === "Tab") && !event.shiftKey) {
        event.preventDefault();
        choose(candidates[Math.max(0, Math.min(current, last))]!);
        return;
      }
      if (event.key === "Escape") {
        event.preventDefault();
        setDismissed(typing);
        return;
      }
    }
    onKeyDown?.(event);
  };

  useEffect(() => {
    if (current < 0) return;
    document.getElementById(optionId(current))?.scrollIntoView?.({ block: "nearest" });
    // optionId is derived from listId, which is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  return (
    <Box position="relative" w="full">
      <Textarea
        {...props}
        ref={setRef}
        role="combobox"
        aria-autocomplete="list"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          onChange?.(event);
          track(event.currentTarget);
        }}
        onSelect={(event: SyntheticEvent<HTMLTextAreaElement>) => {
          onSelect?.(event);
          track(event.currentTarget);
        }}
        onKeyDown={keyDown}
        onBlur={(event) => {
          onBlur?.(event);
          setTyping(null);
        }}
      />
      <Stack
        as="ul"
        id={listId}
        role="listbox"
        aria-label="Members to mention"
        display={open ? "flex" : "none"}
        position="absolute"
        insetStart="0"
        insetEnd="0"
        {...(listPlacement === "top" ? { bottom: "100%", mb: "1" } : { top: "100%", mt: "1" })}
        zIndex="popover"
        gap="0"
        py="1"
        maxW="sm"
        maxH="64"
        overflowY="auto"
        listStyleType="none"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="l2"
        boxShadow="lg"
      >
        {open
          ? candidates.map((candidate, index) => {
              const name = displayName(candidate);
              const line = headline(candidate);
              return (
                <HStack
                  as="li"
                  key={candidate.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === current}
                  gap="2.5"
                  px="3"
                  py="2"
                  cursor="pointer"
                  bg={index === current ? "bg.emphasized" : undefined}
                  _hover={{ bg: index === current ? "bg.emphasized" : "bg.muted" }}
                  // Keeps the focus (and the caret) in the field.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => {
                    if (index !== current) setActive(index);
                  }}
                  onClick={() => choose(candidate)}
                >
                  <UserAvatar
                    name={name}
                    src={candidate.avatarThumbnailUrl ?? candidate.avatarUrl}
                    size="sm"
                  />
                  <Stack gap="0" minW="0" flex="1">
                    <Text fontSize="sm" fontWeight="medium" truncate>
                      {name}{" "}
                      <Text as="span" color="fg.muted" fontWeight="normal">
                        @{candidate.username}
                      </Text>
                    </Text>
                    {line ? (
                      <Text fontSize="xs" color="fg.muted" truncate>
                        {line}
                      </Text>
                    ) : null}
                  </Stack>
                </HStack>
              );
            })
          : null}
      </Stack>
    </Box>
  );
});
