import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

import { staffChunkGuard } from "./app/features/ops/shell/chunk-isolation.ts";
import { customMediaPlugin } from "./app/lib/custom-media.ts";
import { endpointNotesPlugin } from "./app/lib/endpoint-notes-strip.ts";

// Works both from the CLI (`react-router build`, cwd apps/web) and when the server creates
// Vite programmatically with `root: <apps/web>`: nothing here depends on process.cwd().
export default defineConfig({
  // staffChunkGuard: the browser build fails if a customer page would load staff code
  // (`ops-shell.chunk-isolation`).
  plugins: [endpointNotesPlugin(), reactRouter(), staffChunkGuard()],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page loads goes in few files (docs/decisions/014-ssr-cache-and-budgets.md):
          // on a phone's HTTP/1.1 link each request costs a round trip, and thirty small module
          // preloads cost many.
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|use-sync-external-store|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            {
              // The typed API client, the endpoint table, the shared rules and the stored-state
              // shapes (`security.no-zod-in-browser`;
              // docs/decisions/016-no-zod-in-the-browser.md).
              name: "contract",
              test: /packages[\\/]contract[\\/]/,
              priority: 10,
            },
            {
              // The app's own helpers (store, API client, i18n, formatting, ui primitives)
              // that most pages use: one file instead of a dozen 1 KB requests. Every page loads
              // it, so not what only opens later or only some pages need: the member session's
              // helpers (lib/member, the bot check, the sign-in settings, reorders — account code
              // loads only on the pages that use it), the dialogs and the wallet (they come with
              // an overlay opened once, the cart or an account page), and the form renderer
              // with its fields (ui/forms: only the pages with a form load it).
              name: "shared",
              test: /apps[\\/]web[\\/]app[\\/](lib[\\/](?!member[\\/]|bot-check|auth-settings|use-body-scroll-lock|order[\\/](reorder-actions|use-applied-to-order|wallet-entry))|ui[\\/](?!modal-dialog|dialog-focus|forms[\\/]))|apps[\\/]web[\\/]app[\\/]brand/,
              minShareCount: 4,
              priority: 5,
            },
          ],
        },
      },
    },
    // COOP_SOURCEMAP=1: source maps, to see what a chunk is made of (bench/README.md).
    sourcemap: process.env.COOP_SOURCEMAP === "1",
  },
  css: {
    // Inline PostCSS config (no postcss.config.* lookup): `@media (--md)` tokens become
    // the breakpoints of app/lib/breakpoints.ts, the one place they are defined.
    postcss: { plugins: [customMediaPlugin()] },
  },
});
