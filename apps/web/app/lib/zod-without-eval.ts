/**
 * Zod 4 probes `new Function("")` when it builds an object schema, to decide whether it
 * may compile fast parsers. The site's Content-Security-Policy forbids eval, so in the
 * browser the probe is a CSP violation on every page (the client store's schemas are
 * built when its module loads). Zod works the same without its JIT, and it reads its
 * config from `globalThis.__zod_globalConfig` (created with `??=`).
 *
 * The flag must be set before any zod module runs. Route modules are evaluated before
 * entry.client.tsx, and a bundler may place an import-order side effect after the chunks
 * it depends on; so root.tsx puts this script, with the CSP nonce, in the document head,
 * where it runs before every module script. Browser only: the server keeps the JIT.
 */
export const zodWithoutEvalScript = "(globalThis.__zod_globalConfig??={}).jitless=true;";
