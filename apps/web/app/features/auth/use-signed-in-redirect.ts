import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";

import { useMember } from "../../lib/member/session.ts";
import { routePaths } from "../../lib/route-names.ts";

/**
 * Sign-in and sign-up pages: a visitor who is already signed in is sent to /account. The
 * returned ref is set by the form when its own sign-in succeeds, so that the form, not this
 * hook, decides where to go then.
 */
export function useSignedInRedirect() {
  const { hydrated, signedIn } = useMember();
  const navigate = useNavigate();
  const handled = useRef(false);
  useEffect(() => {
    if (!hydrated || !signedIn || handled.current) return;
    handled.current = true;
    void navigate(routePaths.account, { replace: true });
  }, [hydrated, signedIn, navigate]);
  return handled;
}

/** `member.email`: the shape the server accepts (it trims and lower-cases). */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
