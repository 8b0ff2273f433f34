import type { RouteConfig } from "@react-router/dev/routes";
import { index, layout, route } from "@react-router/dev/routes";

import { opsPaths } from "./features/ops/ops-paths.ts";
import type { RouteName } from "./lib/route-names.ts";
import { routePaths } from "./lib/route-names.ts";

/**
 * A page of the route table: its path from lib/route-names.ts, its name as the route id, and
 * its module. Every page has a module of its own (the "coming soon" placeholder of
 * docs/decisions/019-placeholder-pages.md served the pages not built yet, until the last of
 * them was built).
 */
function page(name: RouteName, file: string) {
  return route(routePaths[name], file, { id: name });
}

// The route table (`frame.route-table`) and its layouts (`frame.layouts`). Two layouts:
// `default` (header, page, footer, loader, overlays) for every page but the in-app screens,
// which use `minimal` (page plus loader).
// Where two patterns match a URL equally well (`/bo-time-moments` and
// `/bo-time-moments/:slug?`), the first listed wins: keep static paths first.
export default [
  layout("routes/default-layout.tsx", [
    index("routes/home.tsx", { id: "home" }),

    page("about", "routes/content-page.tsx"),
    page("chicken-scoop", "routes/news-list.tsx"),
    page("chicken-scoop-article", "routes/news-article.tsx"),
    page("about-article", "routes/content-page.tsx"),

    page("account", "routes/account.tsx"),
    page("account-complete", "routes/account-complete.tsx"),
    page("account-inbox", "routes/account-inbox.tsx"),
    page("account-login", "routes/account-login.tsx"),
    page("account-oauthcallback", "routes/account-oauthcallback.tsx"),
    page("account-offers", "routes/account-offers.tsx"),
    page("account-order-history", "routes/account-order-history.tsx"),
    page("account-password-reset", "routes/account-password-reset.tsx"),
    page("account-payments", "routes/account-payments.tsx"),
    page("account-reset-password", "routes/account-reset-password.tsx"),
    page("account-settings", "routes/account-settings.tsx"),
    page("account-signup", "routes/account-signup.tsx"),
    page("account-verify", "routes/account-verify.tsx"),
    page("account-section", "routes/account-section.tsx"),

    page("biscuit-month", "routes/content-page.tsx"),
    page("bo-time-moments", "routes/bo-time-moments.tsx"),
    page("bo-time-moments-article", "routes/bo-time-moments.tsx"),
    page("careers", "routes/careers.tsx"),
    page("careers-job", "routes/careers-job.tsx"),
    page("catering", "routes/catering.tsx"),
    page("chickenverse", "routes/content-page.tsx"),
    page("community-relations", "routes/content-page.tsx"),
    page("contact", "routes/contact.tsx"),
    page("digital-gifting", "routes/content-page.tsx"),
    page("eclub", "routes/eclub.tsx"),
    page("eclub-confirm", "routes/eclub-confirm.tsx"),
    page("eclub-unsubscribe", "routes/eclub-unsubscribe.tsx"),
    page("expansion-menu", "routes/expansion-menu.tsx"),
    page("expansion-menu-items", "routes/expansion-menu-items.tsx"),
    page("expansion-menu-item", "routes/expansion-menu-item.tsx"),
    page("foundation", "routes/content-page.tsx"),
    page("franchising", "routes/content-page.tsx"),
    page("gift", "routes/content-page.tsx"),
    page("in-the-community", "routes/content-page.tsx"),
    page("locations", "routes/locations.tsx"),
    page("media-resources", "routes/content-page.tsx"),

    page("menu", "routes/menu.tsx"),
    page("menu-nutrition", "routes/menu-nutrition.tsx"),
    page("menu-product", "routes/menu-product.tsx"),
    page("menu-category", "routes/menu.tsx"),

    page("messaging-test", "routes/messaging-test.tsx"),
    page("news-and-community", "routes/news-list.tsx"),
    page("news-and-community-article", "routes/news-article.tsx"),
    page("offers", "routes/offers.tsx"),

    // `/order` is the items screen, so it carries the spec's route name order-items
    // (there is no separate `/order/items` URL; see lib/route-names.ts).
    page("order-items", "routes/order-items.tsx"),
    page("order-checkout", "routes/order-checkout.tsx"),
    page("order-confirm", "routes/order-confirm.tsx"),
    page("order-location", "routes/order-location.tsx"),
    page("order-product", "routes/order-product.tsx"),
    page("order-type", "routes/order-type.tsx"),

    page("positions", "routes/positions.tsx"),
    page("positions-info", "routes/positions-info.tsx"),
    page("privacy-policy", "routes/content-page.tsx"),
    page("refund", "routes/content-page.tsx"),
    page("search", "routes/search.tsx"),
    page("technical-support", "routes/content-page.tsx"),
    page("terms-of-use", "routes/content-page.tsx"),
    page("welcome", "routes/content-page.tsx"),

    // The catch-all content page (`/{slug}`): the published story at that slug, else 404.
    page("content", "routes/content-page.tsx"),
    // Deeper unknown URLs: 404, shown by the layout's ErrorBoundary.
    route("*", "routes/not-found.tsx", { id: "not-found" }),
  ]),
  // The in-app screens; the bot-check service is initialised in this layout.
  layout("routes/minimal-layout.tsx", [
    page("app-confirm", "routes/app-confirm.tsx"),
    page("app-payment", "routes/app-payment.tsx"),
    page("app-signin", "routes/app-signin.tsx"),
  ]),
  // The staff side (/ops; docs/decisions/027-restaurant-operations.md): its own layout, each page
  // its own module, route ids "ops-…".
  layout("routes/ops-layout.tsx", [
    // ops pages
    // The shell: sign-in / restaurant list, invitation, staff, audit.
    route(opsPaths.home, "routes/ops-home.tsx", { id: "ops-home" }),
    route(opsPaths.accept, "routes/ops-accept.tsx", { id: "ops-accept" }),
    route(opsPaths.staff, "routes/ops-staff.tsx", { id: "ops-staff" }),
    route(opsPaths.audit, "routes/ops-audit.tsx", { id: "ops-audit" }),
    route(opsPaths.board, "routes/ops-board.tsx", { id: "ops-board" }),
    // Store controls, kitchen settings and the day's report (managers).
    route(opsPaths.controls, "routes/ops-controls.tsx", { id: "ops-controls" }),
    route(opsPaths.settings, "routes/ops-settings.tsx", { id: "ops-settings" }),
    route(opsPaths.today, "routes/ops-today.tsx", { id: "ops-today" }),
    // Content authoring (marketing and admins).
    route(opsPaths.content, "routes/ops-content.tsx", { id: "ops-content" }),
    route(opsPaths.contentStory, "routes/ops-content-story.tsx", { id: "ops-content-story" }),
    // Engagement authoring (marketing and admins): the lists, then one editor of each kind.
    route(opsPaths.engagement, "routes/ops-engagement.tsx", { id: "ops-engagement" }),
    route(opsPaths.engagementSegment, "routes/ops-engagement-segment.tsx", {
      id: "ops-engagement-segment",
    }),
    route(opsPaths.engagementCampaign, "routes/ops-engagement-campaign.tsx", {
      id: "ops-engagement-campaign",
    }),
    route(opsPaths.engagementCanvas, "routes/ops-engagement-canvas.tsx", {
      id: "ops-engagement-canvas",
    }),
    // Form submissions, then jobs and applications (admins, marketing for forms, managers).
    route(opsPaths.forms, "routes/ops-forms.tsx", { id: "ops-forms" }),
    route(opsPaths.careers, "routes/ops-careers.tsx", { id: "ops-careers" }),
  ]),
] satisfies RouteConfig;
