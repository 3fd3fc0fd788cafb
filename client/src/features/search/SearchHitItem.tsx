import type { ComponentType } from "react";
import type { SearchHit, SearchHitProps, SearchHitTypename } from "../feature";
import { useFeatures, type FeatureRegistry } from "../registry";

/** Whether some area renders hits of this type (others are left out of the results). */
export function isRenderable(
  features: Pick<FeatureRegistry, "searchHits">,
  hit: SearchHit,
): boolean {
  return features.searchHits[hit.__typename] !== undefined;
}

/**
 * One search hit, by its type, with the renderer the type's area lends (its manifest's `searchHits`).
 * A new SearchHit type is a fragment and renderer in its area, listed in the area's manifest, and a
 * `... on` line in search.graphql. Renderers load lazily: render inside a Suspense boundary.
 */
export function SearchHitItem<T extends SearchHitTypename>({ hit, words }: SearchHitProps<T>) {
  const { searchHits } = useFeatures();
  const Renderer = searchHits[hit.__typename as T] as ComponentType<SearchHitProps<T>> | undefined;
  return Renderer ? <Renderer hit={hit} words={words} /> : null;
}
