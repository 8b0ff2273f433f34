import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/** The type the document's module script carries until the page has painted. */
export const DEFERRED_MODULE_TYPE = "text/x-coop-module";

const preloadTags = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;
const moduleScriptTag = /<script\b([^>]*?)\stype="module"([^>]*)>/;
const scriptEnd = "</script>";

/**
 * The script that starts the app once the first frame is painted: it adds the module
 * preloads (all at once, as the document had them) and puts the module script back as a
 * real module script, with the same text (so the same CSP hash) and the same nonce.
 */
export function hydrationLoader(hrefs: readonly string[]): string {
  return (
    "(()=>{const run=()=>{" +
    `for(const href of ${JSON.stringify(hrefs)}){const l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.append(l)}` +
    `const d=document.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');if(!d)return;` +
    'const s=document.createElement("script");s.type="module";s.nonce=d.nonce;s.textContent=d.textContent;d.replaceWith(s)};' +
    // After the next frame is painted; a hidden tab paints nothing, so it starts at once.
    'if(document.visibilityState==="visible")requestAnimationFrame(()=>setTimeout(run,0));else run()})();'
  );
}

/**
 * `security.scripts-after-paint`: the browser fetches the app's scripts only after it has painted
 * the server-rendered page. React Router's document asks for ~20 module preloads and a
 * module script at once; on a slow link they share the connections with the stylesheets
 * and the first paint waits. Here the preloads are taken out of the document and the module
 * script made inert (`DEFERRED_MODULE_TYPE`); a small inline script right after it
 * (`hydrationLoader`) restores both once the first frame is painted. The page reads the
 * same; hydration starts one frame after the first paint instead of racing it.
 *
 * A stream transform, so streamed and cached pages are treated alike; a tag split between
 * two chunks is carried over to the next one. Everything after the module script passes
 * through untouched.
 */
export function deferScriptsUntilPainted(): Transform {
  const decoder = new StringDecoder("utf8");
  const hrefs: string[] = [];
  let state: "head" | "module" | "rest" = "head";
  let nonce: string | null = null;
  let carried = "";

  /** The text with its module preloads taken out (their hrefs kept for the loader). */
  function withoutPreloads(text: string): string {
    return text.replace(preloadTags, (_tag, href: string) => {
      hrefs.push(href);
      return "";
    });
  }

  function process(input: string, final: boolean): string {
    let text = input;
    let out = "";
    for (;;) {
      if (state === "rest") return out + text;
      if (state === "head") {
        const script = moduleScriptTag.exec(text);
        if (script) {
          out += `${withoutPreloads(text.slice(0, script.index))}<script${script[1]} type="${DEFERRED_MODULE_TYPE}"${script[2]}>`;
          nonce = /\snonce="([^"]*)"/.exec(script[0])?.[1] ?? null;
          text = text.slice(script.index + script[0].length);
          state = "module";
          continue;
        }
        // Keep back an unfinished tag: it may be a preload or the module script.
        const open = text.lastIndexOf("<");
        const cut = !final && open !== -1 && !text.includes(">", open) ? open : text.length;
        carried = text.slice(cut);
        return out + withoutPreloads(text.slice(0, cut));
      }
      const end = text.indexOf(scriptEnd);
      if (end !== -1) {
        const nonceAttribute = nonce === null ? "" : ` nonce="${nonce}"`;
        out += `${text.slice(0, end + scriptEnd.length)}<script${nonceAttribute}>${hydrationLoader(hrefs)}</script>`;
        text = text.slice(end + scriptEnd.length);
        state = "rest";
        continue;
      }
      const cut = final ? text.length : Math.max(0, text.length - (scriptEnd.length - 1));
      carried = text.slice(cut);
      return out + text.slice(0, cut);
    }
  }

  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = carried + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      carried = "";
      callback(null, process(text, false));
    },
    flush(callback) {
      const text = carried + decoder.end();
      carried = "";
      callback(null, process(text, true));
    },
  });
}
