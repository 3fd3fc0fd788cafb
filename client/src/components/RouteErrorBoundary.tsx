import { Component, type ErrorInfo, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { RouteErrorPage } from "./RouteErrorPage";

interface BoundaryProps {
  children: ReactNode;
  /** The location key: moving to another page clears the error. */
  resetKey: string;
}

interface BoundaryState {
  error: unknown;
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("A screen failed to render", error, info.componentStack);
  }

  render() {
    return this.state.error ? <RouteErrorPage /> : this.props.children;
  }
}

/** Catches a screen that throws while rendering (or whose code fails to load) and offers a reload. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary resetKey={location.pathname}>{children}</Boundary>;
}
