import { requireRestaurantId } from "../features/ops/controls/restaurant-id.ts";
import { SettingsPage } from "../features/ops/settings/settings-page.tsx";
import type { Route } from "./+types/ops-settings";

export function loader({ params }: Route.LoaderArgs) {
  return { restaurantId: requireRestaurantId(params.id) };
}

/** /ops/restaurants/{id}/settings: auto-advance, the make-time model and pacing (managers). */
export default function Page({ loaderData }: Route.ComponentProps) {
  const id = loaderData.restaurantId;
  return <SettingsPage key={id} restaurantId={id} />;
}
