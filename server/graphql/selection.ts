import type { GraphQLResolveInfo, SelectionSetNode } from "graphql";

/**
 * The names of the fields a query asks for at `path` below the field being resolved (through fragments
 * and inline fragments), or null when that is uncertain (a directive such as @include, or an unknown
 * fragment): a resolver that reads less when less is asked must then read everything.
 */
export function selectedFields(
  info: GraphQLResolveInfo,
  path: readonly string[],
): Set<string> | null {
  const found = new Set<string>();
  const walk = (set: SelectionSetNode, depth: number): boolean => {
    for (const selection of set.selections) {
      if (selection.directives?.length) return false;
      if (selection.kind === "Field") {
        if (depth === path.length) found.add(selection.name.value);
        else if (selection.name.value === path[depth]) {
          if (!selection.selectionSet || !walk(selection.selectionSet, depth + 1)) return false;
        }
      } else {
        const inner =
          selection.kind === "InlineFragment"
            ? selection.selectionSet
            : info.fragments[selection.name.value]?.selectionSet;
        if (!inner || !walk(inner, depth)) return false;
      }
    }
    return true;
  };
  for (const node of info.fieldNodes) {
    if (node.selectionSet && !walk(node.selectionSet, 0)) return null;
  }
  return found;
}
