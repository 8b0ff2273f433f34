import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

import { installChunkReload } from "./lib/chunk-reload.ts";
import { createI18n, ensureLanguage } from "./lib/i18n.ts";
import { I18nProvider } from "./lib/i18n-react.tsx";
import { defaultLanguage, toLanguage } from "./lib/language.ts";
import { NonceContext, nonceFromDocument } from "./lib/nonce.ts";

// Hydration must render what the server rendered: the same language (the server wrote it
// into <html lang>) and the same nonce attributes (read back from a server-rendered script;
// a cached public page has none).
const language = toLanguage(document.documentElement.lang) ?? defaultLanguage;
const nonce = nonceFromDocument(document);

// `frame.chunk-reload`: a chunk that fails to load (a deploy replaced it) reloads the page, once
// a minute at most.
installChunkReload();

function hydrate() {
  const i18n = createI18n(language);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <NonceContext value={nonce}>
          <I18nProvider i18n={i18n}>
            <HydratedRouter />
          </I18nProvider>
        </NonceContext>
      </StrictMode>,
    );
  });
}

// en-US is bundled; another language's translations load first (`i18n.on-demand`;
// docs/decisions/014-ssr-cache-and-budgets.md). If they cannot load, the page hydrates anyway
// (the chunk-reload handler may reload it).
ensureLanguage(language).then(hydrate, hydrate);
