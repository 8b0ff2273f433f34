import { requireRestaurantId } from "../features/ops/controls/restaurant-id.ts";
import { TodayPage } from "../features/ops/today/today-page.tsx";
import type { Route } from "./+types/ops-today";

export function loader({ params }: Route.LoaderArgs) {
  return { restaurantId: requireRestaurantId(params.id) };
}

/** /ops/restaurants/{id}/today: the day's report and its CSV (managers). */
export default function Page({ loaderData }: Route.ComponentProps) {
  const id = loaderData.restaurantId;
  return <TodayPage key={id} restaurantId={id} />;
}
