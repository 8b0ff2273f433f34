import "./strings.ts";

import { useState } from "react";

import type { MemberUser } from "@coop/contract/members";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { DeleteAccount, SignOutSection } from "./account-exit.tsx";
import { loadMember } from "./member-data.ts";
import { PasswordForm } from "./password-form.tsx";
import { ProfileForm } from "./profile-form.tsx";
import { useCardData } from "./use-card-data.ts";

/**
 * The settings page's content: the profile, the password, sign-out and the danger zone. The
 * member is read again (members/get: the store does not keep has_password or the displayed
 * phone); the forms wait for that answer in a box of their size.
 */
export function AccountSettings({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation("account");
  const { state, retry } = useCardData(loadMember);
  const [saved, setSaved] = useState<MemberUser | null>(null);
  if (state.kind === "loading") {
    return (
      <div className="account-settings account-settings--loading" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t("card.loading")}
        </p>
        <span className="account-skeleton account-skeleton--panel" aria-hidden="true" />
      </div>
    );
  }
  if (state.kind === "error") {
    return (
      <div className="account-settings">
        <div className="account-card__error" role="alert">
          <p>
            {t("card.error")} {state.message}
          </p>
          <button type="button" className="button button--outline" onClick={retry}>
            {t("card.retry")}
          </button>
        </div>
      </div>
    );
  }
  const member = saved ?? state.data;
  return (
    <div className="account-settings">
      <ProfileForm member={member} onSaved={setSaved} />
      <PasswordForm hasPassword={member.has_password} email={member.email} />
      <SignOutSection />
      <DeleteAccount email={member.email} hasPassword={member.has_password} onDeleted={onDeleted} />
    </div>
  );
}
