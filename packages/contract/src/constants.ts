// Constants that both the web app and the server read. Each one that carries a business rule
// cites its id in docs/rules.md.

/** The app version the client reports. */
export const APP_VERSION = "1.4.23" as const;

/** `api.headers`: the `env` header of every call (the production environment). */
export const API_ENV = "prod" as const;

/** `api.headers`: the `version` header of every call. */
export const API_VERSION = "2" as const;

/** `errors.client-list`: the error list's fallback when a failed call says nothing usable. */
export const CONNECTION_ISSUE = "Connection issue. Please try again." as const;

/** `botcheck.actions`: the bot-check action of sign-in. */
export const BOT_CHECK_LOGIN_ACTION = "login" as const;

/** `channel.client-sub-header`: the catering channel is sent as `client_sub=catering`. */
export const CATERING_CLIENT_SUB = "catering" as const;

/** The content service's stories: the default `page` (1-based). */
export const STORIES_DEFAULT_PAGE = 1 as const;

/** The content service's stories: the default `per_page`. */
export const STORIES_DEFAULT_PAGE_SIZE = 100 as const;

/** Text truncation default: 30 characters, then an ellipsis. */
export const TEXT_TRUNCATION_DEFAULT = 30 as const;

/** `engagement.analytics-lengths`: campaign analytics cover 7 days. */
export const CAMPAIGN_ANALYTICS_LENGTH_DAYS = 7 as const;

/** `engagement.analytics-lengths`: segment analytics cover 14 days. */
export const SEGMENT_ANALYTICS_LENGTH_DAYS = 14 as const;

/** `frame.navigation-progress`: a navigation shorter than this (ms) shows no progress. */
export const FETCH_DELAY_MIN_MS = 200 as const;

/**
 * Prefetching waits this long (ms) for an idle moment; it is skipped on slow connections or
 * offline.
 */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000 as const;

/** The identity feature's required-verify flag. */
export const IDENTITY_REQUIRED_VERIFY = true as const;

/** `money.usd-format`: amounts are US dollars. */
export const CURRENCY = "USD" as const;

/** `engagement.add-product`: the engagement event sent when a product is added to the cart. */
export const ADD_PRODUCT_TO_CART = "Add_Product_To_Cart";
