// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { clientStore } from "../../lib/store/client-store.ts";
import { initialClientState } from "../../lib/store/state.ts";
import { useRestaurantGate, useSendToRestaurantStep } from "./use-restaurant-gate.ts";

function Step() {
  const gate = useRestaurantGate();
  useSendToRestaurantStep(gate.status === "none", "/order/checkout");
  return <p>gate {gate.status}</p>;
}

const Stub = createRoutesStub([
  { path: "/order/type", Component: Step },
  { path: "/order/location", Component: () => <p>restaurant step</p> },
]);

const raleigh = {
  id: "101",
  name: "Downtown Raleigh",
  address: "219 Fayetteville St",
  city: "Raleigh",
  state: "NC",
  zip: "27601",
  menu_id: "m101",
  lat: 35.77,
  lng: -78.64,
};

afterEach(() => {
  cleanup();
  act(() => clientStore.setState(initialClientState()));
});

describe("a step of the order flow that needs a restaurant", () => {
  it("order-steps.no-restaurant: waits for the stored state, then sends a visitor without a restaurant to the restaurant step with the intent", async () => {
    render(<Stub initialEntries={["/order/type"]} />);
    expect(await screen.findByText("gate waiting")).toBeTruthy();
    act(() => clientStore.setState({ hydrated: true }));
    expect(await screen.findByText("restaurant step")).toBeTruthy();
  });

  it("order-steps.no-restaurant: waits while a ?store= link is being set up, and goes on with a restaurant", async () => {
    act(() => clientStore.setState({ hydrated: true }));
    render(<Stub initialEntries={["/order/type?store=107"]} />);
    expect(await screen.findByText("gate waiting")).toBeTruthy();
    cleanup();
    act(() => clientStore.setState({ location: raleigh }));
    render(<Stub initialEntries={["/order/type"]} />);
    expect(await screen.findByText("gate ready")).toBeTruthy();
  });
});
