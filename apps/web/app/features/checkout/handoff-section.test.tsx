// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";

import type { MemberAddress } from "@coop/contract/members";

import { type AddressFields, addressFieldsOf, type FieldErrors } from "./checkout-rules.ts";
import { HandoffSection } from "./handoff-section.tsx";

const greenville: MemberAddress = {
  id: "a-gvl",
  address: "1 Main St",
  building: null,
  apt: null,
  city: "Greenville",
  state: "SC",
  zip: "29601",
  default: true,
};

/** The delivery form as the checkout holds it; each "Deliver to this address" is recorded. */
function Delivery({ errors = {}, applied }: { errors?: FieldErrors; applied: AddressFields[] }) {
  const [address, setAddress] = useState<AddressFields>(addressFieldsOf(null));
  return (
    <HandoffSection
      modes={["pickup", "dispatch"]}
      mode="dispatch"
      onMode={() => {}}
      vehicle={{ make: "", model: "", color: "" }}
      onVehicle={() => {}}
      address={address}
      onAddress={setAddress}
      onApplyAddress={() => applied.push(address)}
      savedAddresses={[greenville]}
      errors={errors}
      busy={false}
      restaurantLine={null}
      deliveryAddressApplied={false}
    />
  );
}

describe("HandoffSection: the delivery address", () => {
  it("forms.state-search, handoff.delivery-address: the state is picked through the state search (a typed code counts once the field is left)", async () => {
    const user = userEvent.setup();
    const applied: AddressFields[] = [];
    render(<Delivery applied={applied} />);
    await user.type(screen.getByLabelText("Street address"), "219 Fayetteville St");
    await user.type(screen.getByLabelText("City"), "Raleigh");
    const state = screen.getByRole("combobox", { name: "State" });
    await user.type(state, "north car");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "North Carolina (NC)",
    ]);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(state).toHaveProperty("value", "North Carolina");
    await user.type(screen.getByLabelText("ZIP code"), "27601");
    await user.click(screen.getByRole("button", { name: "Deliver to this address" }));
    expect(applied.at(-1)).toMatchObject({ city: "Raleigh", state: "NC", zip: "27601" });

    await user.clear(state);
    await user.type(state, "va");
    await user.click(screen.getByRole("button", { name: "Deliver to this address" }));
    expect(state).toHaveProperty("value", "Virginia");
    expect(applied.at(-1)).toMatchObject({ state: "VA" });

    // A saved address fills the field with its state's name.
    await user.click(screen.getByRole("radio", { name: "1 Main St, Greenville, SC 29601" }));
    expect(state).toHaveProperty("value", "South Carolina");
  });

  it("forms.state-search, handoff.delivery-address: a missing state is said beside the field", () => {
    render(<Delivery applied={[]} errors={{ state: "state" }} />);
    const state = screen.getByRole("combobox", { name: "State" });
    expect(state.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("checkout-state-error")?.textContent).toBe(
      "Choose a state: type its name or its two-letter code, such as NC.",
    );
  });
});
