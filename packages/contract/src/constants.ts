// Constants of the spec that both the web app and the server read. Each line names the
// section it comes from ("api" = spec/api-layer.md, "screens" = spec/screens-and-client.md).

/** api §9 "app version 1.4.23"; screens §9 says the same. */
export const APP_VERSION = "1.4.23" as const;

/** api §7 headers: "env (value prod)"; api §9 "Environment: production". */
export const API_ENV = "prod" as const;

/** api §7 headers: "version (value 2)"; api §9 "Request header version value: 2". */
export const API_VERSION = "2" as const;

/** api §8 the error-list fallback: "Otherwise: 'Connection issue. Please try again.'" */
export const CONNECTION_ISSUE = "Connection issue. Please try again." as const;

/** api §5 and §9 "Sign-in bot-check action: login". */
export const BOT_CHECK_LOGIN_ACTION = "login" as const;

/** api §6 "The catering client variant is sent as client_sub=catering". */
export const CATERING_CLIENT_SUB = "catering" as const;

/** api §7 content service: stories "page and per_page (defaults 1 and 100)". */
export const STORIES_DEFAULT_PAGE = 1 as const;

/** api §7 content service and api §9 "Stories default page size: 100". */
export const STORIES_DEFAULT_PAGE_SIZE = 100 as const;

/** api §9 "Text truncation default: 30 characters with an ellipsis". */
export const TEXT_TRUNCATION_DEFAULT = 30 as const;

/** api §9 "Campaign analytics length: 7 days". */
export const CAMPAIGN_ANALYTICS_LENGTH_DAYS = 7 as const;

/** api §9 "segment analytics length: 14 days". */
export const SEGMENT_ANALYTICS_LENGTH_DAYS = 14 as const;

/** api §9 and screens §9 "Fetch delay minimum: 200 ms". */
export const FETCH_DELAY_MIN_MS = 200 as const;

/** api §9 and screens §9 "prefetch idle timeout 2000 ms, skipped on slow connections or offline". */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000 as const;

/** api §9 "identity feature required-verify flag true". */
export const IDENTITY_REQUIRED_VERIFY = true as const;

/** api §9 "Currency is US dollars"; screens §9 "Currency USD". */
export const CURRENCY = "USD" as const;

/** Screens §7: the engagement event sent when a product is added to the cart. */
export const ADD_PRODUCT_TO_CART = "Add_Product_To_Cart";
