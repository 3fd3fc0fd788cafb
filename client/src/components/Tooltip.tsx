import { defineSlotRecipe, Portal, Tooltip as ChakraTooltip } from "@chakra-ui/react";
import { useRef, useSyncExternalStore, type ReactElement, type ReactNode } from "react";

/**
 * Chakra's tooltip recipe, kept with the component rather than in theme/system.ts: the theme ships in
 * the first page, which sits at its size budget (docs/ARCHITECTURE.md, "Conventions"), and only lazily
 * loaded screens show tooltips. Same styles as Chakra's own `tooltipSlotRecipe`.
 */
const tooltipRecipe = defineSlotRecipe({
  className: "chakra-tooltip",
  slots: ["trigger", "arrow", "arrowTip", "positioner", "content"],
  base: {
    content: {
      "--tooltip-bg": "colors.bg.inverted",
      bg: "var(--tooltip-bg)",
      color: "fg.inverted",
      px: "2.5",
      py: "1",
      borderRadius: "l2",
      fontWeight: "medium",
      textStyle: "xs",
      boxShadow: "md",
      maxW: "xs",
      zIndex: "tooltip",
      transformOrigin: "var(--transform-origin)",
      _open: { animationStyle: "scale-fade-in", animationDuration: "fast" },
      _closed: { animationStyle: "scale-fade-out", animationDuration: "fast" },
    },
    arrow: {
      "--arrow-size": "sizes.2",
      "--arrow-background": "var(--tooltip-bg)",
    },
    arrowTip: {
      borderTopWidth: "1px",
      borderLeftWidth: "1px",
      borderColor: "var(--tooltip-bg)",
    },
  },
});

/** How long the pointer rests on a control before its tooltip shows (spec document 2: 700 ms). */
export const TOOLTIP_OPEN_DELAY = 700;
/** For this long after a tooltip closes, the next one opens at once (spec document 2: 300 ms). */
export const TOOLTIP_SKIP_DELAY = 300;

/**
 * The skip delay, shared by every tooltip on the page: set when one closes, cleared 300 ms later. While
 * it is set, tooltips render with no open delay, so running the pointer along a row of buttons reads
 * each label without waiting again. (While one tooltip is still open, Chakra's tooltips already hand
 * over at once.)
 */
const skip = {
  active: false,
  timer: undefined as ReturnType<typeof setTimeout> | undefined,
  listeners: new Set<() => void>(),
  emit() {
    skip.listeners.forEach((listener) => listener());
  },
  closed() {
    skip.active = true;
    skip.emit();
    clearTimeout(skip.timer);
    skip.timer = setTimeout(() => {
      skip.active = false;
      skip.emit();
    }, TOOLTIP_SKIP_DELAY);
  },
  subscribe(listener: () => void) {
    skip.listeners.add(listener);
    return () => void skip.listeners.delete(listener);
  },
  snapshot: () => skip.active,
};

export interface TooltipProps {
  /** The tooltip's text. */
  content: ReactNode;
  /** One focusable element (a button): the trigger. */
  children: ReactElement;
  disabled?: boolean;
}

/** A label shown on hover or keyboard focus, after the app's delays. */
export function Tooltip({ content, children, disabled = false }: TooltipProps) {
  const skipping = useSyncExternalStore(skip.subscribe, skip.snapshot, skip.snapshot);
  // Whether this tooltip was shown: leaving a trigger before its delay ran out closes nothing.
  const shown = useRef(false);
  if (disabled) return children;
  return (
    <ChakraTooltip.Root
      recipe={tooltipRecipe}
      openDelay={skipping ? 0 : TOOLTIP_OPEN_DELAY}
      closeDelay={0}
      onOpenChange={(details) => {
        if (details.open) shown.current = true;
        else if (shown.current) {
          shown.current = false;
          skip.closed();
        }
      }}
      positioning={{ placement: "top" }}
    >
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
