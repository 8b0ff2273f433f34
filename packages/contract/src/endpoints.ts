// The endpoint table of the API as typed data, shared by the server (routes, auth and
// bot-check hooks) and the web client (the typed API client). One row per call, each under its
// base (`api.bases`).
//
// Auth classes (`auth.token-classes`):
//   "access"            account calls: send the member's access token
//   "ordering"          faves, payments, addresses, recent orders, reorders, favorite orders
//                       and order submit: send the ordering token
//   "ordering-optional" orders/create: send the ordering token when one exists
//   "staff"             restaurant operations under /api/ops: send the staff session token
//                       (never a member's; docs/decisions/025-staff-accounts-and-roles.md)
//   "engagement-self"   the engagement proxy's writes from the browser (users/track, alias,
//                       identify): the member's access token when signed in, else only the
//                       device's own alias; or the engagement REST key (server to server)
//   "engagement-key"    the engagement proxy's reads, exports and sends: the engagement REST
//                       key (ENGAGEMENT_API_KEY), or a staff token with the marketing or admin
//                       role (docs/decisions/030-engagement-engine.md)
//   "none"              everything else, including every call on an existing order (the
//                       unguessable order id is the capability: `order.id-capability`)
//
// The request and response schemas of each row live in endpoint-schemas.ts (zod, for the
// server) and their types in api-types.ts (for the client): this module stays zod-free,
// since the browser loads it for `buildUrl` and `endpoint`.

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";
export type EndpointBase =
  "/api/v1" | "/api/v2" | "/api" | "/api/braze" | "/api/ops" | "/api/content/v2";
export type EndpointAuth =
  | "none"
  | "access"
  | "ordering"
  | "ordering-optional"
  | "staff"
  | "engagement-self"
  | "engagement-key";
/**
 * Bot-check actions (`botcheck.actions`); the token travels in the `verify` header. reCAPTCHA
 * v3 allows only letters, digits, slashes and underscores in an action name.
 */
export type BotCheckAction = "login" | "signup" | "forgot_password" | "contact";
export type EndpointArea =
  | "members"
  | "locations"
  | "menus"
  | "orders"
  | "offers"
  | "rewards"
  | "upsells"
  | "forms"
  | "jobs"
  | "engagement"
  | "content"
  | "ops";

export type EndpointDef = {
  /** camelCase operation name, unique in the table. */
  id: string;
  method: HttpMethod;
  /** Path template relative to `base`, without a leading slash; `{name}` marks a parameter. */
  path: string;
  base: EndpointBase;
  auth: EndpointAuth;
  botCheck?: BotCheckAction;
  area: EndpointArea;
  /** Short notes on the payload and the response. */
  notes: string;
};

// One row per line so the table reads as a table.
// prettier-ignore
export const endpoints = [
  // ── Member calls ───────────────────────────────────────────────────────────────────────
  { id: "membersCreate", method: "POST", path: "members/create", base: "/api/v1", auth: "none", botCheck: "signup", area: "members", notes: "user data; response has tokens" },
  { id: "membersSignin", method: "POST", path: "members/signin", base: "/api/v1", auth: "none", botCheck: "login", area: "members", notes: "response has status and data.tokens" },
  { id: "membersSso", method: "POST", path: "members/sso", base: "/api/v1", auth: "none", area: "members", notes: "social sign-in; scope profile and email, account picker prompt" },
  { id: "membersSignout", method: "DELETE", path: "members/signout", base: "/api/v1", auth: "access", area: "members", notes: "none" },
  { id: "membersGet", method: "GET", path: "members/get", base: "/api/v1", auth: "access", area: "members", notes: "none" },
  { id: "membersLoyalty", method: "GET", path: "members/loyalty", base: "/api/v1", auth: "access", area: "members", notes: "none" },
  { id: "membersUpdate", method: "PUT", path: "members/update", base: "/api/v1", auth: "access", area: "members", notes: "first_name, last_name, email, phone, optin, optin_sms" },
  { id: "membersFavesLocationsList", method: "GET", path: "members/faves/locations", base: "/api/v1", auth: "ordering", area: "members", notes: "none" },
  { id: "membersFavesLocationsAdd", method: "POST", path: "members/faves/locations/{id}", base: "/api/v1", auth: "ordering", area: "members", notes: "response favelocations" },
  { id: "membersFavesLocationsRemove", method: "DELETE", path: "members/faves/locations/{id}", base: "/api/v1", auth: "ordering", area: "members", notes: "response favelocations" },
  { id: "membersPaymentsList", method: "GET", path: "members/payments", base: "/api/v1", auth: "ordering", area: "members", notes: "none" },
  { id: "membersPaymentsDelete", method: "DELETE", path: "members/payments/{id}", base: "/api/v1", auth: "ordering", area: "members", notes: "none" },
  { id: "membersAddressesList", method: "GET", path: "members/addresses", base: "/api/v1", auth: "ordering", area: "members", notes: "none" },
  { id: "membersAddressesDelete", method: "DELETE", path: "members/addresses/{id}", base: "/api/v1", auth: "ordering", area: "members", notes: "none" },
  { id: "membersPassword", method: "POST", path: "members/password", base: "/api/v1", auth: "access", area: "members", notes: "new, current" },
  { id: "membersForgotPassword", method: "POST", path: "members/forgotpassword", base: "/api/v1", auth: "none", botCheck: "forgot_password", area: "members", notes: "email" },
  { id: "membersResetPassword", method: "POST", path: "members/resetpassword", base: "/api/v1", auth: "none", area: "members", notes: "token, email, password" },
  // ── Coop's own member calls (beyond the spec's table: what a real account area needs) ──
  { id: "membersVerify", method: "POST", path: "members/verify", base: "/api/v1", auth: "none", area: "members", notes: "token, email from the emailed link; marks the email verified" },
  { id: "membersVerifyResend", method: "POST", path: "members/verify/resend", base: "/api/v1", auth: "access", area: "members", notes: "none; sends a new verification link" },
  { id: "membersDelete", method: "POST", path: "members/delete", base: "/api/v1", auth: "access", area: "members", notes: "password (or email for single-sign-on-only members); erases the account" },
  { id: "membersAddressesAdd", method: "POST", path: "members/addresses", base: "/api/v1", auth: "ordering", area: "members", notes: "address, building, city, state, zip, default; checked by the delivery lookup" },
  { id: "membersAddressesUpdate", method: "PUT", path: "members/addresses/{id}", base: "/api/v1", auth: "ordering", area: "members", notes: "default" },
  { id: "membersPaymentsToken", method: "POST", path: "members/payments/token", base: "/api/v1", auth: "ordering", area: "members", notes: "card data in, a single-use token for saving a card out" },
  { id: "membersPaymentsAdd", method: "POST", path: "members/payments", base: "/api/v1", auth: "ordering", area: "members", notes: "token from members/payments/token" },
  { id: "appAuthCode", method: "POST", path: "app/auth/code", base: "/api/v1", auth: "access", area: "members", notes: "redirect_uri, code_challenge (S256), state; a one-time code for the mobile app and the redirect carrying it" },
  { id: "appAuthToken", method: "POST", path: "app/auth/token", base: "/api/v1", auth: "none", area: "members", notes: "code, redirect_uri, code_verifier; the code's member's tokens, once" },
  { id: "eclubSubscribe", method: "POST", path: "eclub/subscribe", base: "/api/v1", auth: "none", area: "members", notes: "subscription data; shape not shown" },

  // ── Location and menu calls ────────────────────────────────────────────────────────────
  { id: "locationsList", method: "GET", path: "locations", base: "/api/v1", auth: "none", area: "locations", notes: "response count, locations" },
  { id: "locationsSearch", method: "GET", path: "locations/search", base: "/api/v1", auth: "none", area: "locations", notes: "query params" },
  { id: "locationsDelivery", method: "POST", path: "locations/delivery", base: "/api/v1", auth: "none", area: "locations", notes: "delivery address; shape not shown" },
  { id: "locationsGet", method: "GET", path: "locations/{id}", base: "/api/v1", auth: "none", area: "locations", notes: "optional param byMenuId" },
  { id: "menusGet", method: "GET", path: "menus/{menuId}", base: "/api/v1", auth: "none", area: "menus", notes: "response categories" },
  { id: "menusProduct", method: "GET", path: "menus/{menuId}/products/{id}", base: "/api/v1", auth: "none", area: "menus", notes: "none" },
  { id: "menusTimes", method: "GET", path: "menus/{menuId}/times", base: "/api/v1", auth: "none", area: "menus", notes: "params from, to" },

  // ── Order calls ────────────────────────────────────────────────────────────────────────
  { id: "ordersRecent", method: "GET", path: "orders/recent", base: "/api/v1", auth: "ordering", area: "orders", notes: "none" },
  { id: "ordersReorder", method: "POST", path: "orders/reorder", base: "/api/v1", auth: "ordering", area: "orders", notes: "id" },
  { id: "ordersFavesList", method: "GET", path: "orders/faves", base: "/api/v1", auth: "ordering", area: "orders", notes: "none" },
  { id: "ordersFavesAdd", method: "POST", path: "orders/faves", base: "/api/v1", auth: "ordering", area: "orders", notes: "id, description" },
  { id: "ordersFavesReorder", method: "POST", path: "orders/faves/reorder", base: "/api/v1", auth: "ordering", area: "orders", notes: "id" },
  // ── Coop's own order calls (beyond the spec's table) ──
  { id: "ordersFavesDelete", method: "DELETE", path: "orders/faves/{id}", base: "/api/v1", auth: "ordering", area: "orders", notes: "response faves" },
  { id: "ordersReorderCheck", method: "POST", path: "orders/reorder/check", base: "/api/v1", auth: "ordering", area: "orders", notes: "id, kind (order or favorite); what a reorder would add and what it cannot, nothing changed" },
  { id: "ordersCreate", method: "POST", path: "orders/create", base: "/api/v1", auth: "ordering-optional", area: "orders", notes: "menu_id" },
  { id: "ordersAbandon", method: "DELETE", path: "orders/{id}/abandon", base: "/api/v1", auth: "none", area: "orders", notes: "none" },
  { id: "ordersTransfer", method: "POST", path: "orders/{id}/transfer", base: "/api/v1", auth: "none", area: "orders", notes: "menu_id" },
  { id: "ordersGet", method: "GET", path: "orders/{id}", base: "/api/v1", auth: "none", area: "orders", notes: "none" },
  { id: "ordersAddProducts", method: "POST", path: "orders/{id}/products", base: "/api/v1", auth: "none", area: "orders", notes: "products" },
  { id: "ordersUpdateProducts", method: "PUT", path: "orders/{id}/products", base: "/api/v1", auth: "none", area: "orders", notes: "products" },
  { id: "ordersRemoveProduct", method: "DELETE", path: "orders/{id}/products/{productId}", base: "/api/v1", auth: "none", area: "orders", notes: "none" },
  { id: "ordersValidate", method: "POST", path: "orders/{id}/validate", base: "/api/v1", auth: "none", area: "orders", notes: "none; response taxes, totals, billing" },
  { id: "ordersSetHandoff", method: "PUT", path: "orders/{id}/handoff/{type}", base: "/api/v1", auth: "none", area: "orders", notes: "none" },
  { id: "ordersSetAddress", method: "PUT", path: "orders/{id}/address", base: "/api/v1", auth: "none", area: "orders", notes: "type, address" },
  { id: "ordersSetCustom", method: "PUT", path: "orders/{id}/custom", base: "/api/v1", auth: "none", area: "orders", notes: "fields" },
  { id: "ordersSetTime", method: "PUT", path: "orders/{id}/time", base: "/api/v1", auth: "none", area: "orders", notes: "time" },
  { id: "ordersDeleteTime", method: "DELETE", path: "orders/{id}/time", base: "/api/v1", auth: "none", area: "orders", notes: "time" },
  { id: "ordersSetTip", method: "PUT", path: "orders/{id}/tip", base: "/api/v1", auth: "none", area: "orders", notes: "amount" },
  { id: "ordersAddCoupon", method: "PUT", path: "orders/{id}/coupon", base: "/api/v1", auth: "none", area: "orders", notes: "code" },
  { id: "ordersRemoveCoupon", method: "DELETE", path: "orders/{id}/coupon", base: "/api/v1", auth: "none", area: "orders", notes: "code" },
  { id: "ordersToken", method: "POST", path: "orders/{id}/token", base: "/api/v1", auth: "none", area: "orders", notes: "payload not shown" },
  { id: "ordersSubmit", method: "POST", path: "orders/{id}/submit", base: "/api/v1", auth: "ordering", area: "orders", notes: "usertype (user), payments" },
  { id: "ordersTrack", method: "POST", path: "orders/{id}/track", base: "/api/v1", auth: "none", area: "orders", notes: "id, products; or, for a payment failure, error, type (ccsf), details" },
  { id: "ordersArrival", method: "POST", path: "orders/{id}/arrival", base: "/api/v1", auth: "none", area: "orders", notes: "none" },
  { id: "ordersStatus", method: "GET", path: "orders/{id}/status", base: "/api/v1", auth: "none", area: "orders", notes: "none" },
  { id: "ordersCancel", method: "DELETE", path: "orders/{id}", base: "/api/v1", auth: "none", area: "orders", notes: "none" },
  // `donation.v2-call`: the round-up donation has its own call, on the v2 base.
  { id: "cartsSetDonations", method: "PUT", path: "carts/{orderId}/donations", base: "/api/v2", auth: "none", area: "orders", notes: "body {id, amount}; on failure the response message goes to the error list" },

  // ── Offers, rewards and upsells ────────────────────────────────────────────────────────
  { id: "membersOffersAll", method: "GET", path: "members/offers/all", base: "/api/v1", auth: "access", area: "offers", notes: "none" },
  { id: "membersBalance", method: "GET", path: "members/balance", base: "/api/v1", auth: "access", area: "rewards", notes: "query memberID" },
  { id: "membersRedeem", method: "POST", path: "members/redeem", base: "/api/v1", auth: "access", area: "offers", notes: "query memberID; body id, channel, campaign" },
  { id: "ordersRewardsList", method: "GET", path: "orders/{id}/rewards", base: "/api/v1", auth: "none", area: "rewards", notes: "none" },
  { id: "ordersApplyRewards", method: "PUT", path: "orders/{id}/rewards", base: "/api/v1", auth: "none", area: "rewards", notes: "memberid, references list" },
  { id: "ordersRemoveReward", method: "DELETE", path: "orders/{id}/rewards/{ref}", base: "/api/v1", auth: "none", area: "rewards", notes: "none" },
  { id: "upsellsList", method: "GET", path: "upsells/{orderId}", base: "/api/v1", auth: "none", area: "upsells", notes: "optional user param" },
  { id: "upsellsProduct", method: "GET", path: "upsells/{orderId}/product/{id}", base: "/api/v1", auth: "none", area: "upsells", notes: "optional user param" },
  // `wallet.public-offers`: the server-start call, no token; sent with client-type web,
  // user-agent web, env prod, version 2 (`api.headers`).
  { id: "offersAll", method: "GET", path: "offers/all", base: "/api/v1", auth: "none", area: "offers", notes: "server-start call; the response offers are read; a failure is treated as status 400 and ignored" },

  // ── Forms and jobs ─────────────────────────────────────────────────────────────────────
  { id: "contact", method: "POST", path: "contact", base: "/api/v1", auth: "none", botCheck: "contact", area: "forms", notes: "body form, request; response returns status and data" },
  // The form-submission path sends the bot-check token in `verify`; it is a contact form,
  // so it is checked with the contact action (`botcheck.actions`).
  { id: "formsSubmit", method: "POST", path: "submit", base: "/api", auth: "none", botCheck: "contact", area: "forms", notes: "body form, fields, replyto, subject, includeDate; verify header; the raw server response is shown as the error" },
  { id: "jobsSearch", method: "GET", path: "jobsearch", base: "/api", auth: "none", area: "jobs", notes: "query params; the raw server response is shown as the error" },
  // ── Coop's own forms and careers calls (docs/decisions/031-forms-eclub-careers.md) ──
  { id: "eclubConfirm", method: "POST", path: "eclub/confirm", base: "/api/v1", auth: "none", area: "forms", notes: "token from the emailed link; confirms the e-club subscription (double opt-in)" },
  { id: "eclubUnsubscribe", method: "POST", path: "eclub/unsubscribe", base: "/api/v1", auth: "none", area: "forms", notes: "token from any e-club email; ends the subscription" },
  { id: "jobsGet", method: "GET", path: "jobs/{id}", base: "/api", auth: "none", area: "jobs", notes: "one job with its description and location (language)" },
  { id: "positionsList", method: "GET", path: "positions", base: "/api", auth: "none", area: "jobs", notes: "the position types with descriptions and open jobs (language)" },
  { id: "positionsGet", method: "GET", path: "positions/{slug}", base: "/api", auth: "none", area: "jobs", notes: "one position type (language)" },
  { id: "careersResumeUpload", method: "POST", path: "careers/resumes", base: "/api", auth: "none", area: "jobs", notes: "the resume as the body (PDF or Word, at most 5 MB), name in the query; a resume_id for the application" },
  { id: "jobsApply", method: "POST", path: "jobs/{id}/applications", base: "/api", auth: "none", area: "jobs", notes: "contact, availability by day, experience, over_16, resume_id; reaches the restaurant's managers" },

  // ── Live order status (Coop's own; docs/decisions/026-live-order-events.md) ──────────────
  // Server-sent events (text/event-stream): each event's data is the GET orders/{id}/status body.
  { id: "ordersEvents", method: "GET", path: "orders/{id}/events", base: "/api/v1", auth: "none", area: "orders", notes: "server-sent events; data is the status body; ends at a final state" },

  // ── Marketing-messaging proxy, under /api/braze ────────────────────────────────────────
  // The methods follow the provider's REST API: reads of analytics, details and lists are GET
  // (query parameters); everything that carries a JSON body is POST, which includes
  // users/export/ids and users/export/segment (their filters are bodies).
  // Who may call (docs/decisions/030-engagement-engine.md): the browser writes only its own user
  // ("engagement-self"); reads of other users, analytics, exports and sends need the REST key or
  // a marketing or admin staff token ("engagement-key"). With BRAZE_REST_URL set every path is
  // forwarded to the vendor with the vendor's key added on the server.
  { id: "brazeUsersTrack", method: "POST", path: "users/track", base: "/api/braze", auth: "engagement-self", area: "engagement", notes: "attributes, events, purchases (at most 75 of each); attributes_processed, events_processed, purchases_processed" },
  { id: "brazeUsersAliasNew", method: "POST", path: "users/alias/new", base: "/api/braze", auth: "engagement-self", area: "engagement", notes: "user_aliases (alias_name, alias_label, optional external_id; at most 50)" },
  { id: "brazeUsersIdentify", method: "POST", path: "users/identify", base: "/api/braze", auth: "engagement-self", area: "engagement", notes: "aliases_to_identify (external_id, user_alias; at most 50): the alias's history merges into the member" },
  { id: "brazeCampaignsList", method: "GET", path: "campaigns/list", base: "/api/braze", auth: "engagement-key", area: "engagement", notes: "page (100 per page), include_archived, sort_direction, last_edit.time[gt]" },
  { id: "brazeCampaignsDataSeries", method: "GET", path: "campaigns/data_series", base: "/api/braze", auth: "engagement-key", area: "engagement", notes: "campaign_id, length (analytics length 7 days by default: rule engagement.analytics-lengths; at most 100), ending_at" },
  { id: "brazeCampaignsDetails", method: "GET", path: "campaigns/details", base: "/api/braze", auth: "engagement-key", area: "engagement", notes: "campaign_id; name, channels, messages by variant, conversion behaviors" },
  { id: "brazeCanvasList", method: "GET", path: "canvas/list", base: "/api/braze", auth: "engagement-key", area: "engagement", notes: "page (100 per page), include_archived, sort_direction, last_edit.time[gt]" },
  { id: "brazeCanvasDataSeries", method: "GET", path: "canvas/data_series", base: "/api/braze", auth: "engagement-key", area: "engagement", notes: "canvas_id, ending_at, starting_at or length, include_variant_breakdown, include_step_breakdown" },
  { id: "brazeCanvasDataSummary", method: "GET", path: "canvas/data_summary", base: "/api/braze", auth: "engagement-key", area: "engagement", notes: "canvas_id, ending_at, starting_at or length; totals for the period" },
  { id: "brazeSegmentsList", method: "GET", path: "segments/list", base: "/api/braze", auth: "engagement-key", area: "engagement", notes: "page (100 per page), sort_direction" },
  { id: "brazeSegmentsDataSeries", method: "GET", path: "segments/data_series", base: "/api/braze", auth: "engagement-key", area: "engagement", notes: "segment_id, length (analytics length 14 days by default: rule engagement.analytics-lengths; at most 100), ending_at" },
  { id: "brazeSegmentsDetails", method: "GET", path: "segments/details", base: "/api/braze", auth: "engagement-key", area: "engagement", notes: "segment_id; name, description, analytics_tracking_enabled, tags" },
  { id: "brazeUsersExportIds", method: "POST", path: "users/export/ids", base: "/api/braze", auth: "engagement-key", area: "engagement", notes: "external_ids, user_aliases, device_id, fields_to_export; users" },
  { id: "brazeUsersExportSegment", method: "POST", path: "users/export/segment", base: "/api/braze", auth: "engagement-key", area: "engagement", notes: "segment_id, fields_to_export; object_prefix and a url that downloads the export" },
  { id: "brazeUsersExportDownload", method: "GET", path: "users/export/files/{object_prefix}", base: "/api/braze", auth: "none", area: "engagement", notes: "expires, signature: the url of users/export/segment (a signed link, like the vendor's)" },
  { id: "brazeMessagesSend", method: "POST", path: "messages/send", base: "/api/braze", auth: "engagement-key", area: "engagement", notes: "external_user_ids, user_aliases or segment_id, campaign_id, messages (email, content_card); dispatch_id" },
  { id: "brazeCampaignsTriggerSend", method: "POST", path: "campaigns/trigger/send", base: "/api/braze", auth: "engagement-key", area: "engagement", notes: "campaign_id, recipients or audience or broadcast, trigger_properties; dispatch_id" },
  { id: "brazeCanvasTriggerSend", method: "POST", path: "canvas/trigger/send", base: "/api/braze", auth: "engagement-key", area: "engagement", notes: "canvas_id, recipients or audience or broadcast, canvas_entry_properties; dispatch_id" },
  // What the site shows from the engagement engine (Coop's own; the vendor's web SDK reads the
  // same through its own endpoints): cards, in-app messages and the member's inbox.
  { id: "engagementFeed", method: "GET", path: "engagement/feed", base: "/api/v1", auth: "engagement-self", area: "engagement", notes: "lang; the visitor's content cards and due in-app messages, and the inbox's unread count" },
  { id: "engagementMessageEvent", method: "POST", path: "engagement/messages/{id}/{event}", base: "/api/v1", auth: "engagement-self", area: "engagement", notes: "event impression, click, dismiss or read; an impression counts once" },
  { id: "engagementInbox", method: "GET", path: "engagement/inbox", base: "/api/v1", auth: "access", area: "engagement", notes: "lang; the member's cards, in-app messages and emails, newest first, with the unread count" },
  { id: "engagementInboxDelete", method: "DELETE", path: "engagement/messages/{id}", base: "/api/v1", auth: "access", area: "engagement", notes: "removes an entry from the member's inbox" },
  // ── The content service's delivery API, under /api/content/v2 ───────────────────────────
  // (docs/decisions/028-content-service.md): the vendor's Content Delivery API v2 shape, so its
  // JavaScript client works against Coop. Published content needs no token; drafts need the
  // preview token.
  { id: "contentStories", method: "GET", path: "cdn/stories", base: "/api/content/v2", auth: "none", area: "content", notes: "starts_with, version, page, per_page (25 by default, at most 100), excluding_slugs, by_slugs, sort_by, with_tag, language; headers total and per-page" },
  { id: "contentStory", method: "GET", path: "cdn/stories/{full_slug}", base: "/api/content/v2", auth: "none", area: "content", notes: "one story by full slug (slashes allowed); version, language; 404 when none" },
  { id: "contentLinks", method: "GET", path: "cdn/links", base: "/api/content/v2", auth: "none", area: "content", notes: "every story and folder by uuid; starts_with, version" },
  // Site search (Coop's own): content pages and menu items.
  { id: "siteSearch", method: "GET", path: "search", base: "/api/v1", auth: "none", area: "content", notes: "q, lang, limit; typo-tolerant; title and excerpt with their matches marked" },

  // ── Coop's own restaurant-operations calls: staff accounts, roles, invitations, audit ──
  // (docs/decisions/025-staff-accounts-and-roles.md)
  { id: "opsSignin", method: "POST", path: "signin", base: "/api/ops", auth: "none", area: "ops", notes: "email, password; response a staff session token" },
  { id: "opsSignout", method: "POST", path: "signout", base: "/api/ops", auth: "staff", area: "ops", notes: "none; the session's token stops working" },
  { id: "opsMe", method: "GET", path: "me", base: "/api/ops", auth: "staff", area: "ops", notes: "the signed-in staff member: name, role, restaurants" },
  { id: "opsInvite", method: "POST", path: "invitations", base: "/api/ops", auth: "staff", area: "ops", notes: "email, role, restaurants; emails a link valid 7 days (admin; manager: crew of own restaurants)" },
  { id: "opsInviteAccept", method: "POST", path: "invitations/accept", base: "/api/ops", auth: "none", area: "ops", notes: "token, name, password; creates the account and signs in" },
  { id: "opsStaffList", method: "GET", path: "staff", base: "/api/ops", auth: "staff", area: "ops", notes: "admin: every account; manager: staff of their restaurants" },
  { id: "opsStaffUpdate", method: "PUT", path: "staff/{id}", base: "/api/ops", auth: "staff", area: "ops", notes: "role, restaurants, active (admin only)" },
  { id: "opsAudit", method: "GET", path: "audit", base: "/api/ops", auth: "staff", area: "ops", notes: "query limit, before; newest first (admin only)" },
  // ── Restaurant operations: board, store controls, pacing, reports (Coop's own) ──────────
  // (docs/decisions/027-restaurant-operations.md). Every call: crew of the restaurant, its
  // managers, or an admin; controls, settings, pacing and reports: managers and admins.
  { id: "opsRestaurants", method: "GET", path: "restaurants", base: "/api/ops", auth: "staff", area: "ops", notes: "the restaurants the staff member works at" },
  { id: "opsBoard", method: "GET", path: "restaurants/{id}/board", base: "/api/ops", auth: "staff", area: "ops", notes: "fired tickets, recently finished ones and upcoming scheduled orders" },
  { id: "opsBoardEvents", method: "GET", path: "restaurants/{id}/board/events", base: "/api/ops", auth: "staff", area: "ops", notes: "server-sent events ticket and arrival; data is a ticket" },
  { id: "opsOrderAdvance", method: "POST", path: "orders/{id}/advance", base: "/api/ops", auth: "staff", area: "ops", notes: "from; moves the order to its next status (409 when it moved meanwhile)" },
  { id: "opsOrderUndo", method: "POST", path: "orders/{id}/undo", base: "/api/ops", auth: "staff", area: "ops", notes: "from; takes the last board move back within a few seconds" },
  { id: "opsOrderCancel", method: "POST", path: "orders/{id}/cancel", base: "/api/ops", auth: "staff", area: "ops", notes: "from, reason; voids the payment, releases the coupon, reverses loyalty" },
  { id: "opsSettingsGet", method: "GET", path: "restaurants/{id}/settings", base: "/api/ops", auth: "staff", area: "ops", notes: "auto-advance and the make-time model" },
  { id: "opsSettingsPut", method: "PUT", path: "restaurants/{id}/settings", base: "/api/ops", auth: "staff", area: "ops", notes: "auto-advance and the make-time model (manager)" },
  { id: "opsControls", method: "GET", path: "restaurants/{id}/controls", base: "/api/ops", auth: "staff", area: "ops", notes: "pause, busy mode, closing early, the menu's items with their 86 state" },
  { id: "opsAvailability", method: "PUT", path: "restaurants/{id}/availability", base: "/api/ops", auth: "staff", area: "ops", notes: "items, available, until; 86 items or options or bring them back (manager)" },
  { id: "opsPausePut", method: "PUT", path: "restaurants/{id}/pause", base: "/api/ops", auth: "staff", area: "ops", notes: "until, reason; pauses online ordering (manager)" },
  { id: "opsPauseDelete", method: "DELETE", path: "restaurants/{id}/pause", base: "/api/ops", auth: "staff", area: "ops", notes: "resumes online ordering (manager)" },
  { id: "opsBusyPut", method: "PUT", path: "restaurants/{id}/busy", base: "/api/ops", auth: "staff", area: "ops", notes: "minutes, until; adds minutes to every quoted time (manager)" },
  { id: "opsBusyDelete", method: "DELETE", path: "restaurants/{id}/busy", base: "/api/ops", auth: "staff", area: "ops", notes: "ends busy mode (manager)" },
  { id: "opsHoursTodayPut", method: "PUT", path: "restaurants/{id}/hours-today", base: "/api/ops", auth: "staff", area: "ops", notes: "closes_at; closes early today (manager)" },
  { id: "opsHoursTodayDelete", method: "DELETE", path: "restaurants/{id}/hours-today", base: "/api/ops", auth: "staff", area: "ops", notes: "back to the regular hours today (manager)" },
  { id: "opsPacingGet", method: "GET", path: "restaurants/{id}/pacing", base: "/api/ops", auth: "staff", area: "ops", notes: "orders and make-minutes per slot, by handoff and for catering" },
  { id: "opsPacingPut", method: "PUT", path: "restaurants/{id}/pacing", base: "/api/ops", auth: "staff", area: "ops", notes: "orders and make-minutes per slot (manager)" },
  { id: "opsToday", method: "GET", path: "restaurants/{id}/today", base: "/api/ops", auth: "staff", area: "ops", notes: "query date; orders, sales, ready time, late orders, by hour (manager)" },
  { id: "opsTodayCsv", method: "GET", path: "restaurants/{id}/today.csv", base: "/api/ops", auth: "staff", area: "ops", notes: "query date; the same report as CSV (text/csv) (manager)" },
  // ── Content authoring (marketing and admin; docs/decisions/028-content-service.md) ──────
  { id: "opsContentList", method: "GET", path: "content/stories", base: "/api/ops", auth: "staff", area: "ops", notes: "q, folder, state, page, per_page; stories and folders with their state" },
  { id: "opsContentCreate", method: "POST", path: "content/stories", base: "/api/ops", auth: "staff", area: "ops", notes: "name, slug, folder, component or is_folder; a new draft" },
  { id: "opsContentGet", method: "GET", path: "content/stories/{id}", base: "/api/ops", auth: "staff", area: "ops", notes: "the story with its draft content in both languages and its lock_version" },
  { id: "opsContentUpdate", method: "PUT", path: "content/stories/{id}", base: "/api/ops", auth: "staff", area: "ops", notes: "name, slug, tag_list, sort_by_date, content, lock_version; saves the draft (409 when saved meanwhile)" },
  { id: "opsContentDelete", method: "DELETE", path: "content/stories/{id}", base: "/api/ops", auth: "staff", area: "ops", notes: "deletes a story (or an empty folder); its page answers 404 at once" },
  { id: "opsContentPublish", method: "POST", path: "content/stories/{id}/publish", base: "/api/ops", auth: "staff", area: "ops", notes: "at (optional): publishes the draft now or schedules it; clears the cached pages it shows on" },
  { id: "opsContentUnpublish", method: "POST", path: "content/stories/{id}/unpublish", base: "/api/ops", auth: "staff", area: "ops", notes: "takes the story off the site (its page answers 404) and cancels a scheduled publication" },
  { id: "opsContentVersions", method: "GET", path: "content/stories/{id}/versions", base: "/api/ops", auth: "staff", area: "ops", notes: "every save, publication and restore, newest first" },
  { id: "opsContentRestore", method: "POST", path: "content/stories/{id}/versions/{versionId}/restore", base: "/api/ops", auth: "staff", area: "ops", notes: "makes that version the draft (publish to show it)" },
  { id: "opsContentPreview", method: "POST", path: "content/stories/{id}/preview", base: "/api/ops", auth: "staff", area: "ops", notes: "a link to the draft on its real page, valid for an hour" },
  { id: "opsContentAssetsList", method: "GET", path: "content/assets", base: "/api/ops", auth: "staff", area: "ops", notes: "uploaded images, newest first" },
  { id: "opsContentAssetsUpload", method: "POST", path: "content/assets", base: "/api/ops", auth: "staff", area: "ops", notes: "the image as the body (jpeg, png, webp, gif; at most 5 MB); name, alt, alt_es" },
  { id: "opsContentAssetsUpdate", method: "PUT", path: "content/assets/{id}", base: "/api/ops", auth: "staff", area: "ops", notes: "alt (default, es)" },
  // ── Engagement authoring (marketing and admin; docs/decisions/030-engagement-engine.md) ──
  { id: "opsEngagementSegments", method: "GET", path: "engagement/segments", base: "/api/ops", auth: "staff", area: "ops", notes: "every segment with its size now" },
  { id: "opsEngagementSegmentCreate", method: "POST", path: "engagement/segments", base: "/api/ops", auth: "staff", area: "ops", notes: "name, description, rules (attributes, events, purchases), tags" },
  { id: "opsEngagementSegmentGet", method: "GET", path: "engagement/segments/{id}", base: "/api/ops", auth: "staff", area: "ops", notes: "one segment with its size" },
  { id: "opsEngagementSegmentUpdate", method: "PUT", path: "engagement/segments/{id}", base: "/api/ops", auth: "staff", area: "ops", notes: "name, description, rules, tags" },
  { id: "opsEngagementSegmentEstimate", method: "POST", path: "engagement/segments/estimate", base: "/api/ops", auth: "staff", area: "ops", notes: "rules; how many users match them now (the live size while editing)" },
  { id: "opsEngagementCampaigns", method: "GET", path: "engagement/campaigns", base: "/api/ops", auth: "staff", area: "ops", notes: "every campaign, newest first" },
  { id: "opsEngagementCampaignCreate", method: "POST", path: "engagement/campaigns", base: "/api/ops", auth: "staff", area: "ops", notes: "name, channel, segment, delivery (scheduled, api, action), send_at, variants; a draft" },
  { id: "opsEngagementCampaignGet", method: "GET", path: "engagement/campaigns/{id}", base: "/api/ops", auth: "staff", area: "ops", notes: "one campaign" },
  { id: "opsEngagementCampaignUpdate", method: "PUT", path: "engagement/campaigns/{id}", base: "/api/ops", auth: "staff", area: "ops", notes: "the same fields; a sent campaign keeps its channel" },
  { id: "opsEngagementCampaignLaunch", method: "POST", path: "engagement/campaigns/{id}/launch", base: "/api/ops", auth: "staff", area: "ops", notes: "activates it: a scheduled one sends at send_at (now when none)" },
  { id: "opsEngagementCampaignStop", method: "POST", path: "engagement/campaigns/{id}/stop", base: "/api/ops", auth: "staff", area: "ops", notes: "stops it; cards already sent stay until they expire" },
  { id: "opsEngagementCanvases", method: "GET", path: "engagement/canvases", base: "/api/ops", auth: "staff", area: "ops", notes: "every canvas, newest first" },
  { id: "opsEngagementCanvasCreate", method: "POST", path: "engagement/canvases", base: "/api/ops", auth: "staff", area: "ops", notes: "name, segment, delivery, steps (message and delay); a draft" },
  { id: "opsEngagementCanvasGet", method: "GET", path: "engagement/canvases/{id}", base: "/api/ops", auth: "staff", area: "ops", notes: "one canvas" },
  { id: "opsEngagementCanvasUpdate", method: "PUT", path: "engagement/canvases/{id}", base: "/api/ops", auth: "staff", area: "ops", notes: "the same fields" },
  { id: "opsEngagementCanvasLaunch", method: "POST", path: "engagement/canvases/{id}/launch", base: "/api/ops", auth: "staff", area: "ops", notes: "activates it: users of its segment enter at send_at (now when none)" },
  { id: "opsEngagementCanvasStop", method: "POST", path: "engagement/canvases/{id}/stop", base: "/api/ops", auth: "staff", area: "ops", notes: "stops it: no further step is sent" },
  { id: "opsEngagementPreview", method: "POST", path: "engagement/preview", base: "/api/ops", auth: "staff", area: "ops", notes: "segment_id, campaign_id, variant_id, lang; the message as that segment's users would see it" },
  // ── Form submissions and careers (docs/decisions/031-forms-eclub-careers.md) ──
  { id: "opsFormsList", method: "GET", path: "forms/submissions", base: "/api/ops", auth: "staff", area: "ops", notes: "form, state, restaurant_id, q, page; admin and marketing: all, manager: own restaurants" },
  { id: "opsFormsCsv", method: "GET", path: "forms/submissions.csv", base: "/api/ops", auth: "staff", area: "ops", notes: "the same filters; every matching submission as CSV (text/csv)" },
  { id: "opsFormsGet", method: "GET", path: "forms/submissions/{id}", base: "/api/ops", auth: "staff", area: "ops", notes: "one submission with its fields and delivery" },
  { id: "opsFormsUpdate", method: "PUT", path: "forms/submissions/{id}", base: "/api/ops", auth: "staff", area: "ops", notes: "handled (true or false)" },
  { id: "opsCareersJobs", method: "GET", path: "careers/jobs", base: "/api/ops", auth: "staff", area: "ops", notes: "restaurant_id, status, q, page; admin: all, manager: own restaurants; the sheet's last pull" },
  { id: "opsCareersJobCreate", method: "POST", path: "careers/jobs", base: "/api/ops", auth: "staff", area: "ops", notes: "restaurant_id, position_slug, title, description, employment_type, pay, status" },
  { id: "opsCareersJobUpdate", method: "PUT", path: "careers/jobs/{id}", base: "/api/ops", auth: "staff", area: "ops", notes: "the same fields (closing a job: status closed)" },
  { id: "opsCareersImport", method: "POST", path: "careers/import", base: "/api/ops", auth: "staff", area: "ops", notes: "a spreadsheet's CSV export as the body, text/csv (admin): external_id, franchise_id, position, title required; title_es, employment_type, pay_min, pay_max (hourly dollars), status, description, description_es; created, updated, bad rows by line and field" },
  { id: "opsCareersApplications", method: "GET", path: "careers/applications", base: "/api/ops", auth: "staff", area: "ops", notes: "restaurant_id, job_id, status, page; admin: all, manager: own restaurants" },
  { id: "opsCareersApplicationGet", method: "GET", path: "careers/applications/{id}", base: "/api/ops", auth: "staff", area: "ops", notes: "one application" },
  { id: "opsCareersApplicationUpdate", method: "PUT", path: "careers/applications/{id}", base: "/api/ops", auth: "staff", area: "ops", notes: "status (new, reviewed, interview, hired, declined)" },
  { id: "opsCareersResume", method: "GET", path: "careers/applications/{id}/resume", base: "/api/ops", auth: "staff", area: "ops", notes: "the resume file (attachment; private, no cache)" },
] as const satisfies readonly EndpointDef[];

export type Endpoint = (typeof endpoints)[number];
export type EndpointId = Endpoint["id"];
export type EndpointOf<I extends EndpointId> = Extract<Endpoint, { id: I }>;

/** Names of the `{param}` placeholders of a path template, e.g. "id" | "productId". */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

export type PathParams = Readonly<Record<string, string | number>>;
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

const byId: ReadonlyMap<string, EndpointDef> = new Map(endpoints.map((def) => [def.id, def]));

/** The table row of an operation. */
export function endpoint<I extends EndpointId>(id: I): EndpointOf<I> {
  const def = byId.get(id);
  if (def === undefined) throw new Error(`Unknown endpoint id "${id}"`);
  return def as EndpointOf<I>;
}

/**
 * The URL path of a call: `${base}/${path}` with every `{param}` filled (URI-encoded) and the
 * query string appended. Query entries that are null or undefined are left out; arrays repeat
 * the key. Throws when a placeholder has no value, naming it.
 */
export function buildUrl(
  def: Pick<EndpointDef, "base" | "path">,
  params: PathParams = {},
  query?: QueryParams,
): string {
  const path = def.path.replace(/\{([^{}]+)\}/g, (_match, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    if (value === undefined || value === "") {
      throw new Error(`Missing path parameter "${name}" for ${def.base}/${def.path}`);
    }
    return encodeURIComponent(String(value));
  });
  return `${def.base}/${path}${queryString(query)}`;
}

function queryString(query: QueryParams | undefined): string {
  if (query === undefined) return "";
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const value of values) {
      if (value !== null && value !== undefined) search.append(key, String(value));
    }
  }
  const text = search.toString();
  return text === "" ? "" : `?${text}`;
}
