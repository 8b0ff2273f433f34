/** A CSS-safe form of one path segment: decoded, lower-case, runs of other characters → "-". */
function classSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape: use the segment as it is.
  }
  return decoded
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The style class of the page element (`frame.page-class`): `page-home` for `/`, otherwise
 * `page-` plus the path segments joined by `-` (`/menu/nutrition` → `page-menu-nutrition`).
 */
export function pageClass(pathname: string): string {
  const segments = pathname.split("/").map(classSegment).filter(Boolean);
  return segments.length === 0 ? "page-home" : `page-${segments.join("-")}`;
}
