import { defineSlotRecipe } from "@chakra-ui/react";

/**
 * Chakra's native select styles (outline, medium), for the editor's category field. Kept with the screen
 * rather than in theme/system.ts: the theme ships with the first page, which sits at its size budget
 * (docs/ARCHITECTURE.md, "Conventions"). Pass it as `<NativeSelect.Root recipe={nativeSelectRecipe}>`.
 */
export const nativeSelectRecipe = defineSlotRecipe({
  className: "chakra-native-select",
  slots: ["root", "field", "indicator"],
  base: {
    root: {
      "--select-field-height": "sizes.10",
      height: "fit-content",
      display: "flex",
      width: "100%",
      position: "relative",
    },
    field: {
      width: "100%",
      minWidth: "0",
      outline: "0",
      appearance: "none",
      borderRadius: "l2",
      "--error-color": "colors.border.error",
      height: "var(--select-field-height)",
      bg: "transparent",
      borderWidth: "1px",
      borderColor: "border",
      textStyle: "sm",
      ps: "3",
      pe: "8",
      lineHeight: "normal",
      focusVisibleRing: "inside",
      _disabled: { layerStyle: "disabled" },
      _invalid: { focusRingColor: "var(--error-color)", borderColor: "var(--error-color)" },
      "& > option, & > optgroup": { bg: "bg" },
    },
    indicator: {
      position: "absolute",
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      pointerEvents: "none",
      top: "50%",
      transform: "translateY(-50%)",
      height: "100%",
      insetEnd: "2",
      textStyle: "lg",
      color: "fg.muted",
      _icon: { width: "1em", height: "1em" },
    },
  },
});
