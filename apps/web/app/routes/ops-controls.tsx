import { ControlsPage } from "../features/ops/controls/controls-page.tsx";
import { requireRestaurantId } from "../features/ops/controls/restaurant-id.ts";
import type { Route } from "./+types/ops-controls";

export function loader({ params }: Route.LoaderArgs) {
  return { restaurantId: requireRestaurantId(params.id) };
}

/** /ops/restaurants/{id}/controls: 86 items, pause, busy mode, close early (managers). */
export default function Page({ loaderData }: Route.ComponentProps) {
  const id = loaderData.restaurantId;
  return <ControlsPage key={id} restaurantId={id} />;
}
