// @vitest-environment happy-dom
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { json, listsReply, network, renderAt, type Sent } from "../test-support.tsx";
import { PhoneField, PromoField, RichCheckbox, TextAreaField, ZipField } from "./basic-fields.tsx";
import { FavoritesSelector } from "./favorites-selector.tsx";
import { StateSearch } from "./state-search.tsx";
import { StoreSelect } from "./store-select.tsx";
import { favoritesSource, storesSource } from "./use-remote-list.ts";

let sent: Sent[];
beforeEach(() => {
  sent = [];
  storesSource.reset();
  favoritesSource.reset();
  network(sent, (r) => listsReply(r) ?? json(404, { errors: ["not found"] }));
});
afterEach(() => vi.unstubAllGlobals());

/** A field with its own state, as a form holds it. */
function Holder<T>({
  initial,
  children,
}: {
  initial: T;
  children: (value: T, set: (v: T) => void) => React.ReactNode;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      {children(value, setValue)}
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}
const valueShown = () => JSON.parse(screen.getByTestId("value").textContent ?? "null") as unknown;

describe("form fields", () => {
  it("forms.zip-mask: the ZIP field keeps five digits of what is typed", async () => {
    const user = userEvent.setup();
    renderAt(
      <Holder initial="">
        {(v, set) => <ZipField id="f-zip" name="zip" label="ZIP code" value={v} onValue={set} />}
      </Holder>,
    );
    await user.type(screen.getByRole("textbox", { name: /ZIP code/ }), "27a601-1234");
    expect(screen.getByRole("textbox", { name: /ZIP code/ })).toHaveProperty("value", "27601");
  });

  it("forms.phone-mask, forms-web.labelled-fields: the phone field shows ###-###-#### as digits are typed; its error is tied to it", async () => {
    const user = userEvent.setup();
    renderAt(
      <Holder initial="">
        {(v, set) => (
          <PhoneField
            id="f-phone"
            name="phone"
            label="Phone"
            value={v}
            onValue={set}
            error="Phone must be 10 digits."
          />
        )}
      </Holder>,
    );
    const input = screen.getByRole("textbox", { name: /Phone/ });
    await user.type(input, "9195550100");
    expect(input).toHaveProperty("value", "919-555-0100");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toContain("f-phone-error");
    expect(document.getElementById("f-phone-error")?.textContent).toBe("Phone must be 10 digits.");
  });

  it("forms-web.promo-code: a promo code is upper-cased and keeps only letters, digits and hyphens", async () => {
    const user = userEvent.setup();
    renderAt(
      <Holder initial="">
        {(v, set) => (
          <PromoField id="f-promo" name="promo" label="Promo code" value={v} onValue={set} />
        )}
      </Holder>,
    );
    await user.type(screen.getByRole("textbox", { name: /Promo code/ }), "save 10%!");
    expect(valueShown()).toBe("SAVE10");
  });

  it("forms-web.character-counter: the characters left appear near the limit and are tied to the box", async () => {
    const user = userEvent.setup();
    renderAt(
      <Holder initial={"a".repeat(7)}>
        {(v, set) => (
          <TextAreaField
            id="f-msg"
            name="message"
            label="Message"
            value={v}
            onValue={set}
            maxLength={10}
            required
          />
        )}
      </Holder>,
    );
    const box = screen.getByRole("textbox", { name: "Message" });
    expect(document.getElementById("f-msg-counter")?.textContent).toBe("");
    await user.type(box, "b");
    expect(document.getElementById("f-msg-counter")?.textContent).toBe("2 characters left");
    expect(box.getAttribute("aria-describedby")).toContain("f-msg-counter");
  });

  it("forms.state-search, forms-web.combobox: at most 20 states are listed; Down and Enter pick one; Escape closes; no match says so", async () => {
    const user = userEvent.setup();
    renderAt(
      <Holder initial="">
        {(v, set) => (
          <StateSearch id="f-state" name="state" label="State" value={v} onValue={set} required />
        )}
      </Holder>,
    );
    const box = screen.getByRole("combobox", { name: "State" });
    await user.click(box);
    expect(screen.getAllByRole("option")).toHaveLength(20);
    await user.keyboard("{Escape}");
    expect(box.getAttribute("aria-expanded")).toBe("false");
    await user.type(box, "zz");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    expect(
      screen.getByText("Oops! No elements found. Consider changing the search query."),
    ).toBeTruthy();
    await user.clear(box);
    await user.type(box, "caro");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "North Carolina (NC)",
      "South Carolina (SC)",
    ]);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(valueShown()).toBe("SC");
    expect(box).toHaveProperty("value", "South Carolina");
  });

  it("forms.state-search, forms-web.combobox: a typed code or whole name is picked when the field is left or on Enter", async () => {
    const user = userEvent.setup();
    renderAt(
      <Holder initial="">
        {(v, set) => (
          <>
            <StateSearch id="f-state" name="state" label="State" value={v} onValue={set} required />
            <button type="button" onClick={() => set("OH")}>
              Ohio from outside
            </button>
          </>
        )}
      </Holder>,
    );
    const box = screen.getByRole("combobox", { name: "State" });
    // A code, then Tab: picked.
    await user.type(box, "nc");
    await user.tab();
    expect(valueShown()).toBe("NC");
    expect(box).toHaveProperty("value", "North Carolina");
    // "in" is also inside "Illinois": the exact code comes first, so Enter picks Indiana.
    await user.clear(box);
    await user.type(box, "IN");
    expect(screen.getAllByRole("option")[0]?.textContent).toBe("Indiana (IN)");
    await user.keyboard("{Enter}");
    expect(valueShown()).toBe("IN");
    // A whole name with the list closed: Enter picks it.
    await user.clear(box);
    await user.type(box, "south dakota");
    await user.keyboard("{Escape}");
    expect(valueShown()).toBe("");
    await user.keyboard("{Enter}");
    expect(valueShown()).toBe("SD");
    expect(box).toHaveProperty("value", "South Dakota");
    // Part of a name is not a choice.
    await user.clear(box);
    await user.type(box, "caro");
    await user.tab();
    expect(valueShown()).toBe("");
    // A value set from outside (a saved address) shows its name.
    await user.click(screen.getByRole("button", { name: "Ohio from outside" }));
    expect(box).toHaveProperty("value", "Ohio");
  });

  it("forms-web.store-select: restaurants from the locations list are found by city and show name and address", async () => {
    const user = userEvent.setup();
    renderAt(
      <Holder initial="">
        {(v, set) => (
          <StoreSelect id="f-store" name="location_id" label="Restaurant" value={v} onValue={set} />
        )}
      </Holder>,
    );
    await screen.findByText("2 restaurants shown");
    const box = screen.getByRole("combobox", { name: /Restaurant/ });
    await user.type(box, "charlotte");
    const options = screen.getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "Uptown Charlotte200 N Tryon St, Charlotte, NC 28202",
    ]);
    await user.click(options[0]!);
    expect(valueShown()).toBe("107");
    expect(
      screen.getByText("Chosen: Uptown Charlotte, 200 N Tryon St, Charlotte, NC 28202"),
    ).toBeTruthy();
    expect(sent.filter((r) => r.url.endsWith("/locations"))).toHaveLength(1);
  });

  it("forms-web.store-select: a list that cannot load says so and can be asked again", async () => {
    const user = userEvent.setup();
    let fail = true;
    network(sent, (r) =>
      fail ? json(503, { errors: ["Service unavailable"] }) : (listsReply(r) ?? json(404, {})),
    );
    renderAt(
      <StoreSelect
        id="f-store"
        name="location_id"
        label="Restaurant"
        value=""
        onValue={() => {}}
      />,
    );
    await screen.findByText(/The restaurants could not be loaded\. Service unavailable/);
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByText("2 restaurants shown");
  });

  it("forms.favorites-selector: picks show three chips, then 'and N other favs'; a chip's button removes it", async () => {
    const user = userEvent.setup();
    renderAt(
      <Holder initial={[] as string[]}>
        {(v, set) => (
          <FavoritesSelector
            id="f-fav"
            name="favorites"
            label="Favorite menu items"
            value={v}
            onValue={set}
          />
        )}
      </Holder>,
    );
    await screen.findByText("0 favorites chosen");
    const box = screen.getByRole("combobox", { name: /Favorite menu items/ });
    await user.click(box);
    expect(screen.getByRole("listbox").getAttribute("aria-multiselectable")).toBe("true");
    for (const name of ["Biscuit", "Tenders", "Fries", "Sweet Tea", "Slaw"])
      await user.click(screen.getByRole("option", { name }));
    const chips = screen.getByTestId("favorites-chips");
    expect(
      within(chips)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Biscuit×", "Tenders×", "Fries×"]);
    expect(within(chips).getByText("and 2 other favs")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Remove Tenders" }));
    expect(valueShown()).toEqual(["sku-0", "sku-2", "sku-3", "sku-4"]);
    expect(within(chips).getByText("and 1 other fav")).toBeTruthy();
    await user.type(box, "tea");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Sweet Tea"]);
    expect(screen.getByRole("option", { name: "Sweet Tea" }).getAttribute("aria-selected")).toBe(
      "true",
    );
  });

  it("forms-web.rich-checkbox: the box's label is a sentence with a link, and ticking it changes the value", async () => {
    const user = userEvent.setup();
    renderAt(
      <Holder initial={false}>
        {(v, set) => (
          <RichCheckbox
            id="f-consent"
            name="consent"
            checked={v}
            onChecked={set}
            before="I agree to the "
            link={{ to: "/privacy-policy", text: "Privacy Policy" }}
            after="."
            required
          />
        )}
      </Holder>,
    );
    const box = screen.getByRole("checkbox", { name: /I agree to the Privacy Policy/ });
    expect(screen.getByRole("link", { name: /Privacy Policy/ }).getAttribute("href")).toBe(
      "/privacy-policy",
    );
    await act(async () => user.click(box));
    await waitFor(() => expect(valueShown()).toBe(true));
  });
});
