import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const preload = '<link rel="modulepreload"';
const lowPreload = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Issue 8 (first paint): the document's module preloads go out at low fetch priority, so on
 * a slow link the stylesheets and the HTML the first paint needs are not queued behind
 * ~150 KB of scripts that only hydrate what is already on screen. The scripts are still
 * requested at once (the preload scanner sees them), just after the render-blocking files.
 * A stream transform, so it applies to streamed and cached pages alike; a match split
 * between two chunks is carried over.
 */
export function lowPriorityModulePreloads(): Transform {
  let tail = "";
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = tail + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      const replaced = text.replaceAll(preload, lowPreload);
      // Keep back what could be the start of a split `<link rel="modulepreload"`.
      const cut = partialMatchStart(replaced);
      tail = replaced.slice(cut);
      callback(null, replaced.slice(0, cut));
    },
    flush(callback) {
      callback(null, tail + decoder.end());
    },
  });
}

/** Where a trailing prefix of the pattern starts (text.length when there is none). */
function partialMatchStart(text: string): number {
  for (let length = Math.min(preload.length - 1, text.length); length > 0; length--) {
    if (preload.startsWith(text.slice(text.length - length))) return text.length - length;
  }
  return text.length;
}
