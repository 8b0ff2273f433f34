import type { Highlighted } from "@coop/contract/search";

/** Text cut into parts by the search, the matched ones in `<mark>` (`search.highlight`). */
export function HighlightedText({ parts }: { parts: Highlighted }) {
  return (
    <>
      {parts.map((part, i) =>
        part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </>
  );
}
