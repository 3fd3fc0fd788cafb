/**
 * What the articles area offers the other areas, the shared pieces and the frame; its manifest is
 * articles.feature.ts.
 */
export { nativeSelectRecipe } from "./selectRecipe";
