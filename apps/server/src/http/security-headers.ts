/**
 * Security headers, computed once at start (not per request): the usual set that helmet
 * would send, plus a Content-Security-Policy. Pages get their own CSP: a fresh script
 * nonce per response, or, for a public page served from the page cache, the sha256 hashes
 * of its inline scripts (`security.page-csp`; web/register-web.ts); everything else (JSON,
 * images, files, the API docs) gets the static policy below (`security.api-headers`).
 */
export type SecurityOptions = {
  https: boolean;
  dev: boolean;
  /** Other hosts images may come from: the map tile host (MAP_TILE_URL), derived at start. */
  imageOrigins?: readonly string[];
  /**
   * Hosts of the bot-check script and its frames (BOT_CHECK_SCRIPT_URL, only when
   * BOT_CHECK_SITE_KEY is set): allowed in the pages' script-src and frame-src.
   */
  botCheckOrigins?: readonly string[];
};

function policy(
  scriptSrc: string,
  dev: boolean,
  https: boolean,
  imageOrigins: readonly string[] = [],
  botCheckOrigins: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    [`script-src ${scriptSrc}`, ...botCheckOrigins].join(" "),
    ...(botCheckOrigins.length > 0 ? [["frame-src 'self'", ...botCheckOrigins].join(" ")] : []),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageOrigins].join(" "),
    "font-src 'self' data:",
    dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * The CSP of a page: called with a nonce for a page rendered for one response; `hashes`
 * gives the policy of a cached page from the CSP sources (`'sha256-…'`) of its inline scripts.
 */
export type PagePolicy = {
  (nonce: string): string;
  hashes(sources: readonly string[]): string;
};

export function securityHeaders(options: SecurityOptions): {
  /** Documents and files: the full browser set. */
  common: Record<string, string>;
  /**
   * JSON API responses (OWASP REST Security): nothing to run, nothing to frame, no
   * sniffing, not readable cross-origin. The document-only headers are left out.
   */
  api: Record<string, string>;
  /** The CSP of a page, for a nonce or for the hashes of its inline scripts. */
  pagePolicy: PagePolicy;
} {
  const common: Record<string, string> = {
    "content-security-policy": policy("'self'", options.dev, options.https, options.imageOrigins),
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "SAMEORIGIN",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
  };
  const api: Record<string, string> = {
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "cross-origin-resource-policy": "same-origin",
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
  };
  if (options.https) {
    common["strict-transport-security"] = "max-age=31536000; includeSubDomains";
    api["strict-transport-security"] = "max-age=31536000; includeSubDomains";
  }
  // In development Vite injects inline scripts (HMR): no nonce can cover them.
  const { imageOrigins, botCheckOrigins } = options;
  const prefix = options.dev
    ? policy("'self' 'unsafe-inline'", true, options.https, imageOrigins, botCheckOrigins)
    : null;
  const pagePolicy: PagePolicy = Object.assign(
    (nonce: string) =>
      prefix ??
      policy(`'self' 'nonce-${nonce}'`, false, options.https, imageOrigins, botCheckOrigins),
    {
      hashes: (sources: readonly string[]) =>
        prefix ??
        policy(
          ["'self'", ...sources].join(" "),
          false,
          options.https,
          imageOrigins,
          botCheckOrigins,
        ),
    },
  );
  return { common, api, pagePolicy };
}
