/**
 * The folders of the site's content (the stories' first path segments): offered in the folder
 * filter and the new story dialog, with the folders the list shows besides.
 */
export const KNOWN_FOLDERS = [
  "news-and-community",
  "about",
  "about/chicken-scoop",
  "foundation",
  "franchising",
  "chickenverse",
  "welcometocoop",
  "globals",
] as const;

/** The known folders and the others seen, sorted, without repeats. */
export function folderOptions(seen: readonly string[]): string[] {
  return [...new Set([...KNOWN_FOLDERS, ...seen.filter(Boolean)])].sort();
}
