import { createContext, useContext } from "react";

/**
 * On the client the nonce is read back from a script the server rendered (browsers hide
 * the attribute but keep the `nonce` property), so hydration renders the same attributes.
 * On the server it comes from the page context (`cspNonce`, see entry.server.tsx).
 */
export function nonceFromDocument(doc: Document): string | undefined {
  return doc.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
}

export const NonceContext = createContext<string | undefined>(undefined);

/** The CSP nonce for inline scripts; undefined when the server sent none. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
