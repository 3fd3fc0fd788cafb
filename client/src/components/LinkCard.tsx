import { Card } from "@chakra-ui/react";

export interface LinkCardProps extends Card.RootProps {
  /** The border darkens and a shadow shows under the pointer (the default). */
  hover?: boolean;
  /** The border darkens while a link inside has focus (the default). */
  focusWithin?: boolean;
}

const HOVER = { borderColor: "border.emphasized", shadow: "sm" } as const;
const FOCUS_WITHIN = { borderColor: "border.emphasized" } as const;

/** An outlined card in a list that opens something (inside a LinkBox): its border answers hover and focus. */
export function LinkCard({ hover = true, focusWithin = true, ...props }: LinkCardProps) {
  return (
    <Card.Root
      variant="outline"
      bg="bg.panel"
      transition="border-color 0.15s, box-shadow 0.15s"
      _hover={hover ? HOVER : undefined}
      _focusWithin={focusWithin ? FOCUS_WITHIN : undefined}
      {...props}
    />
  );
}
