import { Badge, VisuallyHidden, type BadgeProps } from "@chakra-ui/react";
import type { ConnectionDegree } from "../gql/types";

/** What a degree reads on screen, and what assistive technology says for it. */
export const DEGREE_TEXT: Record<
  Exclude<ConnectionDegree, "SELF">,
  { short: string; label: string }
> = {
  FIRST: { short: "1st", label: "1st-degree connection" },
  SECOND: { short: "2nd", label: "2nd-degree connection" },
  THIRD_PLUS: { short: "3rd+", label: "3rd+ degree connection" },
};

export interface DegreeBadgeProps extends Omit<BadgeProps, "children"> {
  /** The viewer's distance to the member (`Profile.degree`); none for oneself or a visitor. */
  degree: ConnectionDegree | null | undefined;
}

/**
 * '1st', '2nd' or '3rd+' beside a member's name: how far they are from the viewer in the network.
 * Nothing for the viewer themselves or when the viewer is a visitor.
 */
export function DegreeBadge({ degree, ...props }: DegreeBadgeProps) {
  if (!degree || degree === "SELF") return null;
  const text = DEGREE_TEXT[degree];
  if (!text) return null;
  return (
    <Badge
      variant={degree === "FIRST" ? "subtle" : "outline"}
      colorPalette={degree === "FIRST" ? "brand" : "gray"}
      size="sm"
      flexShrink={0}
      fontWeight="medium"
      title={text.label}
      data-degree={degree}
      {...props}
    >
      <span aria-hidden="true">{text.short}</span>
      <VisuallyHidden>{text.label}</VisuallyHidden>
    </Badge>
  );
}
