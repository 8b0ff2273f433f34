/**
 * The chain this build is for. Everything brand-specific that is not a translated string
 * lives here; the colours are mirrored as CSS variables in styles/global.css (a unit test
 * keeps the two in sync and checks their contrast against WCAG AA).
 */
export const brand = {
  chainName: "Coop Chicken",
  shortName: "Coop",
  /** The welcome route is `/{welcomeSlug}/{slug?}` ('welcometo' + the chain's name). */
  welcomeSlug: "welcometocoop",
  /** A key of the translations (`translation` namespace), so the tagline is translated. */
  tagline: "brand.tagline",
  colors: {
    primary: "#c8102e",
    primaryDark: "#8f0b21",
    accent: "#ffc72c",
    text: "#1f1a17",
    muted: "#5c524b",
    background: "#fffaf2",
    surface: "#ffffff",
  },
  logo: "/brand/logo.svg",
  favicon: "/favicon.svg",
} as const;

export type BrandColor = keyof typeof brand.colors;
