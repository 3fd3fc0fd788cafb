/**
 * What the profile area offers the other areas, the shared pieces and the frame; its manifest is
 * profile.feature.ts.
 */
export { BlockButton } from "./BlockButton";
export { ProfileEditor } from "./ProfileEditor";
