import type { ReactNode } from "react";
import { Component, Suspense } from "react";

/**
 * `errors.route-status`: when the error page itself fails. Plain English on purpose: it must not
 * depend on i18n, the router or anything else that may be what broke.
 */
function ErrorPageFailed() {
  return (
    <section className="error-page" lang="en">
      <h1 className="error-page__heading">An error occurred while showing the error page</h1>
      <a className="button button--primary" href="/">
        Go to the home page
      </a>
    </section>
  );
}

type GuardState = { failed: boolean };

class ClientGuard extends Component<{ children: ReactNode }, GuardState> {
  override state: GuardState = { failed: false };

  static getDerivedStateFromError(): GuardState {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorPageFailed /> : this.props.children;
  }
}

/**
 * Wraps an error page. In the browser the class boundary catches a render failure; on the
 * server (where error boundaries do not run) the Suspense boundary makes React send the
 * plain fallback instead of failing the whole document.
 */
export function ErrorPageGuard({ children }: { children: ReactNode }) {
  return (
    <ClientGuard>
      <Suspense fallback={<ErrorPageFailed />}>{children}</Suspense>
    </ClientGuard>
  );
}
