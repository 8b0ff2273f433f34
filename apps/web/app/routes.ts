import type { RouteConfig } from "@react-router/dev/routes";
import { index, layout, route } from "@react-router/dev/routes";

// Spec §2 route table. Two layouts: `default` (header, footer, overlays) and `minimal`
// (page plus loader). Pages join a layout as their issues land.
export default [
  layout("routes/default-layout.tsx", [
    index("routes/home.tsx"),
    // Unknown URLs: answers 404 and shows the 404 page inside the default layout.
    route("*", "routes/not-found.tsx"),
  ]),
  // No page uses the minimal layout yet (a pathless layout without children matches
  // nothing); the in-app screens (/app/*) and bot-checked forms will.
  layout("routes/minimal-layout.tsx", []),
] satisfies RouteConfig;
