import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";

import { deferScriptsUntilPainted } from "./lib/defer-scripts.ts";
import { allNamespacesLoaded, createI18n, ensureAllNamespaces } from "./lib/i18n.ts";
import { I18nProvider } from "./lib/i18n-react.tsx";
import { resolveLanguage } from "./lib/language.ts";
import { NonceContext } from "./lib/nonce.ts";
import { pageContextOf } from "./lib/page-context.ts";

/** How long deferred data may stream before React Router rejects it. */
export const streamTimeout = 5_000;

/**
 * The key of what the server hands the loaders (the page context). The server
 * (apps/server/src/web) reads it from the build and sets it in every request's context.
 */
export { pageContext } from "./lib/page-context.ts";

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> | Response {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The same rule as the root loader, so the instance and <html lang> always agree. The
  // server loads all of a language's translations once, before its first render in it.
  const { language } = resolveLanguage(request);
  // The server makes a fresh CSP nonce for every request (and sends the matching
  // Content-Security-Policy); every inline script must carry it. A public page rendered for
  // the page cache has none: its inline scripts are allowed by their hashes.
  const nonce = pageContextOf(loadContext).cspNonce;
  if (!allNamespacesLoaded(language)) {
    return ensureAllNamespaces(language).then(() =>
      render(request, responseStatusCode, responseHeaders, routerContext, language, nonce),
    );
  }
  return render(request, responseStatusCode, responseHeaders, routerContext, language, nonce);
}

function render(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  language: ReturnType<typeof resolveLanguage>["language"],
  nonce: string | undefined,
): Promise<Response> {
  const i18n = createI18n(language);

  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    // Errors inside Suspense boundaries while the shell renders: the shell survives them
    // (React sends the boundary's fallback), so they are logged once it is ready.
    const boundaryErrors: unknown[] = [];
    const userAgent = request.headers.get("user-agent");
    // Bots (and SPA-mode renders) get the complete document in one piece.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort after streamTimeout, with a second to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <I18nProvider i18n={i18n}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nProvider>
      </NonceContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          for (const error of boundaryErrors) console.error(error);
          // The document's scripts wait for its first paint (lib/defer-scripts.ts).
          const body = deferScriptsUntilPainted();
          body.on("finish", () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // The document depends on the lang cookie (`i18n.choice`).
          responseHeaders.append("Vary", "Cookie");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          // React Router logs it (handleError) and renders the root error boundary.
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          if (shellRendered) console.error(error);
          else boundaryErrors.push(error);
        },
      },
    );
  });
}

/** Server-side errors of loaders, actions and rendering; aborted requests are not errors. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (!request.signal.aborted) console.error(error);
};
