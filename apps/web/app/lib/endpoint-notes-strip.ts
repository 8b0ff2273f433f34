import type { Plugin } from "vite";

/**
 * The endpoint table's `notes` (packages/contract/src/endpoints.ts) describe each call for
 * people and tests; the browser's client never reads them. This build step drops them from the
 * browser's copy of the table (the server's keeps them), so every page loads the table
 * without its prose.
 */
export function stripEndpointNotes(code: string): string {
  return code.replace(/,\s*notes:\s*"(?:[^"\\]|\\.)*"/g, "");
}

export function endpointNotesPlugin(): Plugin {
  return {
    name: "coop-endpoint-notes",
    enforce: "pre",
    transform(code, id, options) {
      if (options?.ssr) return null;
      if (!/packages[\\/]contract[\\/]src[\\/]endpoints\.ts$/.test(id)) return null;
      return { code: stripEndpointNotes(code), map: null };
    },
  };
}
