/**
 * What the settings area offers the other areas, the shared pieces and the frame; its manifest is
 * settings.feature.ts.
 */
export {
  ProfileEditorDocument,
  RemoveAvatarDocument,
  UpdateProfileDocument,
} from "./settings.generated";
export type { ProfileEditorFieldsFragment } from "./settings.generated";
