import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

import { customMediaPlugin } from "./app/lib/custom-media.ts";

// Works both from the CLI (`react-router build`, cwd apps/web) and when the server creates
// Vite programmatically with `root: <apps/web>`: nothing here depends on process.cwd().
export default defineConfig({
  plugins: [reactRouter()],
  css: {
    // Inline PostCSS config (no postcss.config.* lookup): `@media (--md)` tokens become
    // the breakpoints of app/lib/breakpoints.ts, the one place they are defined.
    postcss: { plugins: [customMediaPlugin()] },
  },
});
