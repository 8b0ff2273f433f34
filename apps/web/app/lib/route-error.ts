import { isRouteErrorResponse } from "react-router";

/** `errors.route-status`: route errors use the error's status code, or 500 when it has none. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** A missing page: no route matched, or a loader threw a 404. */
export function isNotFound(error: unknown): boolean {
  return errorStatus(error) === 404;
}
