import type { Config } from "@react-router/dev/config";

// Server-rendered app in framework mode. The Fastify server (apps/server) imports
// build/server/index.js and serves build/client; see apps/server/src/web/.
export default {
  ssr: true,
  appDirectory: "app",
  // COOP_WEB_BUILD_DIR: a build elsewhere (bundle analysis) that leaves build/ alone.
  buildDirectory: process.env.COOP_WEB_BUILD_DIR || "build",
} satisfies Config;
