// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { fakeApi, signOutForTest } from "../../lib/test-support/fake-api.ts";
import { DeliveryForm } from "./delivery-form.tsx";

beforeEach(() => signOutForTest());
afterEach(() => vi.unstubAllGlobals());

const Stub = createRoutesStub([{ path: "/locations", Component: DeliveryForm }]);

describe("DeliveryForm (/locations?mode=delivery)", () => {
  it("forms.state-search, locations.delivery-form: the state is picked through the state search; a typed code and Enter pick it, Enter again sends its code", async () => {
    const user = userEvent.setup();
    const sent = fakeApi({
      "POST /api/v1/locations/delivery": {
        status: 422,
        body: { message: "We don't deliver to this address yet.", requestId: "r" },
      },
    });
    render(<Stub initialEntries={["/locations"]} />);
    await user.type(await screen.findByLabelText("Street address"), "219 Fayetteville St");
    await user.type(screen.getByLabelText("City"), "Raleigh");
    const state = screen.getByRole("combobox", { name: "State" });
    await user.type(state, "nc");
    expect(screen.getAllByRole("option")[0]?.textContent).toBe("North Carolina (NC)");
    // Enter picks the state; it does not send the form yet.
    await user.keyboard("{Enter}");
    expect(state).toHaveProperty("value", "North Carolina");
    expect(sent).toEqual([]);
    await user.keyboard("{Enter}");
    expect(await screen.findByText("We don't deliver to this address yet.")).toBeDefined();
    expect(sent.find((c) => c.path === "/api/v1/locations/delivery")?.body).toEqual({
      address: "219 Fayetteville St",
      city: "Raleigh",
      state: "NC",
    });
  });

  it("forms.state-search, locations.delivery-form: part of a state's name is no state: with no zip the form asks for one", async () => {
    const user = userEvent.setup();
    const sent = fakeApi({});
    render(<Stub initialEntries={["/locations"]} />);
    await user.type(await screen.findByLabelText("Street address"), "219 Fayetteville St");
    await user.type(screen.getByLabelText("City"), "Raleigh");
    await user.type(screen.getByRole("combobox", { name: "State" }), "carol");
    await user.click(screen.getByRole("button", { name: "Find my restaurant" }));
    expect(screen.getByRole("alert").textContent).toBe(
      "Enter the street address, and the zip code or the city and state.",
    );
    expect(sent).toEqual([]);
  });
});
