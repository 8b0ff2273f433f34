// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { clientStore } from "../../lib/store/client-store.ts";
import { checkoutSession } from "./checkout-session.ts";
import { ContactSection } from "./contact-section.tsx";

const contact = { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com", phone: "" };

function renderGuest(errors: Record<string, string> = {}) {
  return render(
    <MemoryRouter>
      <ContactSection member={null} contact={contact} onContact={() => {}} errors={errors} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  clientStore.setState({ createAccount: false });
  checkoutSession.set({ account: { password: "", terms: false } });
});

describe("ContactSection: create an account with the guest's details", () => {
  it("checkout.create-account: the box reveals a password with its rules checked live and the terms; the password stays out of the client store", async () => {
    const user = userEvent.setup();
    renderGuest();
    const box = screen.getByRole("checkbox", {
      name: "Create an account with these details (earn points on this order)",
    });
    expect(screen.queryByLabelText("Password")).toBeNull();
    await user.click(box);
    expect(clientStore.getState().createAccount).toBe(true);
    const password = screen.getByLabelText("Password");
    expect(password.getAttribute("type")).toBe("password");
    expect(password.getAttribute("autocomplete")).toBe("new-password");

    await user.type(password, "lovelace");
    const rules = () => screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(rules()).toEqual([
      "✓ 8 to 128 characters(done)",
      "• Not your email address or your name(not yet)",
      "✓ Not one character repeated(done)",
    ]);
    await user.type(password, "-Analytical");
    expect(rules()[1]).toBe("✓ Not your email address or your name(done)");

    expect(checkoutSession.get().account.password).toBe("lovelace-Analytical");
    expect(JSON.stringify(clientStore.getState())).not.toContain("Analytical");

    await user.click(
      screen.getByRole("checkbox", { name: "I accept the Terms of Use and the Privacy Policy" }),
    );
    expect(checkoutSession.get().account.terms).toBe(true);
  });

  it("checkout.create-account: errors name the field and are tied to it", () => {
    clientStore.setState({ createAccount: true });
    renderGuest({ account_password: "passwordLength", account_terms: "terms" });
    const password = screen.getByLabelText("Password");
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("checkout-account-password-error")?.textContent).toBe(
      "The password must be 8 to 128 characters.",
    );
    const terms = screen.getByRole("checkbox", {
      name: "I accept the Terms of Use and the Privacy Policy",
    });
    expect(terms.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(terms.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Accept the Terms of Use and the Privacy Policy to create an account, or untick Create an account.",
    );
  });

  it("a member sees their details and no account option", () => {
    render(
      <MemoryRouter>
        <ContactSection
          member={{ name: "Ada Lovelace", email: "ada@example.com" }}
          contact={contact}
          onContact={() => {}}
          errors={{}}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByRole("checkbox")).toBeNull();
  });
});
