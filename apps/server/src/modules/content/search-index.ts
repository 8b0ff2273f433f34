import type { Highlighted } from "@coop/contract/search";

import type { SearchDocument } from "./search-text.ts";

/**
 * The site search's matching, pure (`search.*` rules in docs/rules.md): words are compared
 * folded (lower case, accents off: "Jalapeño" is "jalapeno"), a word of the query finds the
 * words it begins, and a close spelling within a few letters' edits.
 */

const MARKS = /\p{M}+/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/** Lower case without accents, one code point at a time (é → e, ñ → n). */
export function fold(text: string): string {
  return text.normalize("NFD").replace(MARKS, "").toLowerCase();
}

type Token = { word: string; start: number; end: number };

/** The words of a text, folded, with where each one is in the original text. */
export function tokenize(text: string): Token[] {
  // Fold code point by code point, remembering where each folded character came from.
  let folded = "";
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const f = fold(char);
    for (let k = 0; k < f.length; k++) origin.push(index);
    folded += f;
    index += char.length;
  }
  origin.push(text.length);
  const tokens: Token[] = [];
  for (const m of folded.matchAll(WORD)) {
    const endOrigin = origin[m.index + m[0].length] ?? text.length;
    tokens.push({ word: m[0], start: origin[m.index] ?? 0, end: endOrigin });
  }
  return tokens;
}

/** Damerau-Levenshtein distance (optimal string alignment), stopping early past `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** `search.typo-tolerance`: how many edits a query word may be off by. */
export function allowedEdits(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

/** How a query word met a word of a page: exact beats prefix beats a close spelling. */
const EXACT = 3;
const PREFIX = 2;
const FUZZY = 1;
/** `search.ranking`: a match in the title counts more than any match in the body. */
const TITLE = 4;
const BODY = 1;

type IndexedDocument = SearchDocument & { titleWords: Set<string>; bodyWords: Set<string> };

export type SearchIndex = {
  documents: IndexedDocument[];
  /** Every folded word, with the spelling most often seen (for "did you mean"). */
  vocabulary: Map<string, { spelling: string; count: number }>;
};

export function buildIndex(documents: readonly SearchDocument[]): SearchIndex {
  const vocabulary = new Map<string, { spelling: string; count: number }>();
  const spellings = new Map<string, Map<string, number>>();
  const indexed = documents.map((doc) => {
    const words = (text: string) => {
      const set = new Set<string>();
      for (const token of tokenize(text)) {
        set.add(token.word);
        const seen = spellings.get(token.word) ?? new Map<string, number>();
        const spelling = text.slice(token.start, token.end).toLowerCase();
        seen.set(spelling, (seen.get(spelling) ?? 0) + 1);
        spellings.set(token.word, seen);
      }
      return set;
    };
    const bodyWords = words(doc.body);
    for (const word of words(doc.keywords ?? "")) bodyWords.add(word);
    return { ...doc, titleWords: words(doc.title), bodyWords };
  });
  for (const [word, seen] of spellings) {
    let best = { spelling: word, count: 0 };
    let total = 0;
    for (const [spelling, count] of seen) {
      total += count;
      if (count > best.count) best = { spelling, count };
    }
    vocabulary.set(word, { spelling: best.spelling, count: total });
  }
  return { documents: indexed, vocabulary };
}

/** For each query word, the words of the index it meets and how. */
function matchesOf(index: SearchIndex, terms: string[], fuzzy: boolean): Map<string, number>[] {
  return terms.map((term) => {
    const found = new Map<string, number>();
    const edits = fuzzy ? allowedEdits(term) : 0;
    for (const word of index.vocabulary.keys()) {
      if (word === term) found.set(word, EXACT);
      else if (word.startsWith(term)) found.set(word, PREFIX);
      else if (edits > 0 && editDistance(term, word, edits) <= edits) found.set(word, FUZZY);
      // A close spelling of the word's beginning ("chiken" in "chickens").
      else if (
        edits > 0 &&
        word.length > term.length &&
        editDistance(term, word.slice(0, term.length), edits) <= edits
      )
        found.set(word, FUZZY);
    }
    return found;
  });
}

function scoreOf(doc: IndexedDocument, matches: Map<string, number>[]): number | null {
  let score = 0;
  for (const found of matches) {
    let best = 0;
    for (const word of doc.titleWords) best = Math.max(best, (found.get(word) ?? 0) * TITLE);
    for (const word of doc.bodyWords) best = Math.max(best, (found.get(word) ?? 0) * BODY);
    // `search.all-words`: every word of the query must be met.
    if (best === 0) return null;
    score += best;
  }
  return score;
}

/** Cuts a text into parts, marking the words met. */
export function highlight(text: string, matched: (word: string) => boolean): Highlighted {
  const parts: Highlighted = [];
  let at = 0;
  for (const token of tokenize(text)) {
    if (!matched(token.word)) continue;
    if (token.start > at) parts.push({ text: text.slice(at, token.start), match: false });
    parts.push({ text: text.slice(token.start, token.end), match: true });
    at = token.end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}

const EXCERPT = 160;

/** `search.highlight`: about 160 characters of the body around its first match. */
export function excerpt(body: string, matched: (word: string) => boolean): Highlighted {
  const first = tokenize(body).find((t) => matched(t.word));
  let start = first ? Math.max(0, first.start - 50) : 0;
  if (start > 0) {
    const space = body.indexOf(" ", start);
    start = space === -1 || space > (first?.start ?? 0) ? start : space + 1;
  }
  let end = Math.min(body.length, start + EXCERPT);
  if (end < body.length) {
    const space = body.lastIndexOf(" ", end);
    if (space > start + EXCERPT / 2) end = space;
  }
  const parts = highlight(body.slice(start, end), matched);
  if (start > 0) parts.unshift({ text: "…", match: false });
  if (end < body.length) parts.push({ text: "…", match: false });
  return parts;
}

export type SearchHit = {
  kind: SearchDocument["kind"];
  url: string;
  title: Highlighted;
  excerpt: Highlighted;
  image: string | null;
};

/**
 * The documents meeting every word of the query, best first: words as typed (or begun) first;
 * only when nothing matches so, close spellings, with the query as it was understood.
 */
export function search(
  index: SearchIndex,
  query: string,
  limit: number,
): { hits: SearchHit[]; corrected: string | null } {
  const terms = [...new Set(tokenize(query).map((t) => t.word))];
  if (terms.length === 0) return { hits: [], corrected: null };
  for (const fuzzy of [false, true]) {
    const matches = matchesOf(index, terms, fuzzy);
    const scored: { doc: IndexedDocument; score: number }[] = [];
    for (const doc of index.documents) {
      const score = scoreOf(doc, matches);
      if (score !== null) scored.push({ doc, score });
    }
    if (scored.length === 0) continue;
    // On a tie, the shorter title is the closer match ("Spicy Chicken Sandwich" before a combo).
    scored.sort(
      (a, b) =>
        b.score - a.score ||
        a.doc.titleWords.size - b.doc.titleWords.size ||
        a.doc.title.localeCompare(b.doc.title),
    );
    const met = (word: string) => matches.some((found) => found.has(word));
    return {
      hits: scored.slice(0, limit).map(({ doc }) => ({
        kind: doc.kind,
        url: doc.url,
        title: highlight(doc.title, met),
        excerpt: excerpt(doc.body, met),
        image: doc.image,
      })),
      corrected: fuzzy ? correction(index, terms, matches) : null,
    };
  }
  return { hits: [], corrected: null };
}

/** The query with each word that was not met as typed replaced by its closest known spelling. */
function correction(index: SearchIndex, terms: string[], matches: Map<string, number>[]): string {
  return terms
    .map((term, i) => {
      const found = matches[i]!;
      if ([...found.values()].some((how) => how > FUZZY)) return term;
      let best: { word: string; distance: number; count: number } | null = null;
      for (const word of found.keys()) {
        const distance = editDistance(term, word);
        const count = index.vocabulary.get(word)?.count ?? 0;
        if (!best || distance < best.distance || (distance === best.distance && count > best.count))
          best = { word, distance, count };
      }
      return best ? (index.vocabulary.get(best.word)?.spelling ?? best.word) : term;
    })
    .join(" ");
}
