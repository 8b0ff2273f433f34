import { isMediaName, mediaQuery } from "./breakpoints.ts";

const token = /\(\s*--([A-Za-z0-9-]+)\s*\)/g;

/**
 * Rewrites custom media tokens in a media query list:
 * `(--md)` → `(min-width: 900px)`, `(--below-md)` → `(max-width: 899.98px)`.
 * An unknown token throws, so a typo fails the build instead of silently never matching.
 */
export function rewriteCustomMedia(params: string): string {
  return params.replace(token, (whole: string, name: string) => {
    if (!isMediaName(name)) {
      throw new Error(
        `Unknown custom media ${whole}: use --sm, --md, --lg, --xl or --below-<size> (app/lib/breakpoints.ts).`,
      );
    }
    return mediaQuery(name);
  });
}

/** The structural part of a PostCSS at-rule that the plugin touches. */
type MediaRule = { params: string; error(message: string): Error };

/** A tiny PostCSS plugin (used in vite.config.ts) applying rewriteCustomMedia to `@media`. */
export function customMediaPlugin() {
  return {
    postcssPlugin: "coop-custom-media",
    AtRule: {
      media(rule: MediaRule) {
        try {
          rule.params = rewriteCustomMedia(rule.params);
        } catch (error) {
          // PostCSS's own error names the file and line of the rule.
          throw rule.error(error instanceof Error ? error.message : String(error));
        }
      },
    },
  };
}
