import "../features/account/payments.css";

import { data, redirect } from "react-router";

import { accountSectionTarget } from "../features/account/account-sections.ts";
import { AccountShell } from "../features/account/account-shell.tsx";
import { FavoriteRestaurants } from "../features/account/favorite-restaurants.tsx";
import { UnavailableNotice } from "../features/locations/unavailable-notice.tsx";
import { useChooseFlow } from "../features/locations/use-choose-flow.ts";
import { pageHeadingMeta } from "../lib/meta.ts";
import type { Route } from "./+types/account-section";

/**
 * `/account/{slug}` (`member.account-sections`): `favorites` is the favorite restaurants
 * page; the names a member would type for the other sections answer a permanent redirect
 * to them (`addresses` to /account/payments#addresses); any other slug is the 404 page.
 */
export function loader({ params }: Route.LoaderArgs) {
  const target = accountSectionTarget(params.slug);
  if (target.kind === "redirect") throw redirect(target.to, 301);
  if (target.kind === "not-found") throw data(null, { status: 404 });
  return { section: target.section };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageHeadingMeta(matches[0].loaderData?.language, "account-favorites"),
    { name: "robots", content: "noindex" },
  ];
}

/** /account/favorites: "Order here" runs the finder's choose-a-restaurant flow. */
export default function AccountSection() {
  const { state, pickup, proceed } = useChooseFlow();
  return (
    <AccountShell page="account-favorites">
      <div className="saved-page">
        {state.unavailable ? (
          <UnavailableNotice
            name={state.unavailable.name}
            lines={state.unavailable.lines}
            onContinue={proceed}
          />
        ) : (
          <FavoriteRestaurants
            choosing={state.busy}
            chooseError={state.error}
            onOrderHere={(location) => void pickup(location)}
          />
        )}
      </div>
    </AccountShell>
  );
}
