import type { ComponentType } from "react";
import { features } from "../index";
import type { SearchHit, SearchHitProps, SearchHitRenderers, SearchHitTypename } from "../feature";

const renderers: SearchHitRenderers = Object.assign({}, ...features.map((f) => f.searchHits ?? {}));

/** Whether some area renders hits of this type (others are left out of the results). */
export function isRenderable(hit: SearchHit): boolean {
  return renderers[hit.__typename] !== undefined;
}

/**
 * One search hit, by its type, with the renderer the type's area lends (its manifest's `searchHits`).
 * A new SearchHit type is a fragment and renderer in its area, listed in the area's manifest, and a
 * `... on` line in search.graphql. Renderers load lazily: render inside a Suspense boundary.
 */
export function SearchHitItem<T extends SearchHitTypename>({ hit, words }: SearchHitProps<T>) {
  const Renderer = renderers[hit.__typename as T] as ComponentType<SearchHitProps<T>> | undefined;
  return Renderer ? <Renderer hit={hit} words={words} /> : null;
}
