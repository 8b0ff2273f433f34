import { data } from "react-router";

/**
 * The catch-all of the default layout: any URL no other route claims answers 404, and the
 * layout's ErrorBoundary shows the 404 page (`errors.route-status`).
 */
export function loader(): never {
  throw data(null, { status: 404 });
}

// Never rendered (the loader always throws), but a component keeps this a page route:
// without one it would be a resource route and skip the document and its error boundary.
export default function NotFound() {
  return null;
}
