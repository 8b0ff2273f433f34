import { createContext, useContext } from "react";

import { CSP_NONCE_HEADER } from "@coop/contract/constants";

// Base64 / base64url characters only: anything else is not a nonce the server made.
const nonceShape = /^[A-Za-z0-9+/_=-]{8,128}$/;

export function nonceFromRequest(request: Request): string | undefined {
  const value = request.headers.get(CSP_NONCE_HEADER);
  return value && nonceShape.test(value) ? value : undefined;
}

/**
 * On the client the nonce is read back from a script the server rendered (browsers hide
 * the attribute but keep the `nonce` property), so hydration renders the same attributes.
 */
export function nonceFromDocument(doc: Document): string | undefined {
  return doc.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
}

export const NonceContext = createContext<string | undefined>(undefined);

/** The CSP nonce for inline scripts; undefined when the server sent none. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
