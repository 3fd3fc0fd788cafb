import type { ReactNode } from "react";
import { EmptyState } from "./EmptyState";

export interface ProfileTabEmptyProps {
  icon: ReactNode;
  /** e.g. 'No groups yet'. */
  title: string;
  /** Whose profile it is: the viewer's own (`ownText`) or another member's (`otherText`). */
  own: boolean;
  ownText: string;
  otherText: string;
  /** What the owner can do from here, e.g. 'Write'. */
  children?: ReactNode;
}

/** A profile tab with nothing in it yet, worded for the owner or for a visitor. */
export function ProfileTabEmpty({
  icon,
  title,
  own,
  ownText,
  otherText,
  children,
}: ProfileTabEmptyProps) {
  return (
    <EmptyState
      size="sm"
      titleAs="h3"
      icon={icon}
      title={title}
      description={own ? ownText : otherText}
    >
      {children}
    </EmptyState>
  );
}
