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

/** `channel.client-sub-header`: the catering channel is sent as `client_sub=catering`. */
export const CATERING_CLIENT_SUB = "catering" as const;

/** `engagement.analytics-lengths`: campaign analytics cover 7 days. */
export const CAMPAIGN_ANALYTICS_LENGTH_DAYS = 7 as const;

/** `engagement.analytics-lengths`: segment analytics cover 14 days. */
export const SEGMENT_ANALYTICS_LENGTH_DAYS = 14 as const;

/** `engagement.add-product`: the engagement event sent when a product is added to the cart. */
export const ADD_PRODUCT_TO_CART = "Add_Product_To_Cart";
