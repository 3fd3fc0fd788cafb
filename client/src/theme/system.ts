import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from "@chakra-ui/react/theme";

// Chakra's default theme, sliced: all of its tokens, but only the recipes of the components Agora uses. The
// full set of recipes weighs about 25 KB gzipped, which would push the landing page over its 200 KB budget
// (docs/ARCHITECTURE.md, "Conventions"). A Chakra component whose recipe is missing renders UNSTYLED:
// when a screen starts using a new one (Select, NativeSelect, Table, Steps, Tooltip, FileUpload, Tag, Stat, List...), import
// its recipe from "@chakra-ui/react/theme" and add it below under Chakra's key. (A recipe cannot be left
// to a lazily loaded screen: this module imports the theme barrel, which puts every recipe used anywhere
// into the first page.)
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      switch: switchSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

// Agora's design tokens. Components use these (and Chakra's semantic tokens such as `bg.panel`,
// `fg.muted`, `border`) rather than raw colours, so every screen works in light and dark.
const agoraTheme = defineConfig({
  globalCss: {
    html: {
      colorPalette: "brand",
    },
    body: {
      bg: "bg.canvas",
    },
    // Icons (lucide) take the size of their text unless a component sizes them: lucide's own 24px is
    // a width/height attribute, which any style overrides; this base-layer rule loses to every recipe.
    "svg.lucide": {
      width: "1em",
      height: "1em",
    },
  },
  theme: {
    tokens: {
      colors: {
        // A confident blue: trustworthy and professional, readable on white and on near-black.
        brand: {
          50: { value: "#eef4ff" },
          100: { value: "#dbe6fe" },
          200: { value: "#bfd3fe" },
          300: { value: "#93b4fd" },
          400: { value: "#608bfa" },
          500: { value: "#3b65f5" },
          600: { value: "#2546ea" },
          700: { value: "#1d35d7" },
          800: { value: "#1e2eae" },
          900: { value: "#1e2d89" },
          950: { value: "#171e54" },
        },
      },
      fonts: {
        heading: {
          value:
            "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
        body: {
          value:
            "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: "{colors.brand.600}", _dark: "{colors.brand.500}" } },
          contrast: { value: "{colors.white}" },
          fg: { value: { _light: "{colors.brand.700}", _dark: "{colors.brand.300}" } },
          muted: { value: { _light: "{colors.brand.100}", _dark: "{colors.brand.900}" } },
          subtle: { value: { _light: "{colors.brand.50}", _dark: "{colors.brand.950}" } },
          emphasized: { value: { _light: "{colors.brand.200}", _dark: "{colors.brand.800}" } },
          focusRing: { value: { _light: "{colors.brand.500}", _dark: "{colors.brand.400}" } },
        },
        bg: {
          // The page behind cards and panels: a touch darker than the panels in light mode.
          canvas: { value: { _light: "{colors.gray.50}", _dark: "{colors.black}" } },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, agoraTheme);
