import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { ComingSoon } from "./coming-soon.tsx";

function render(page: "account-login" | "gift"): string {
  return renderToString(
    <MemoryRouter>
      <ComingSoon page={page} />
    </MemoryRouter>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("ComingSoon (the page of a feature that is not built yet)", () => {
  it("keeps the page's heading and says in words that this part is not available yet", () => {
    const html = render("account-login");
    expect(html).toMatch(/<h1[^>]*>Sign in or Sign up<\/h1>/);
    expect(text(html)).toContain("Coming soon");
    expect(text(html)).toContain("This part of the site is not available yet.");
    expect(text(html)).toContain(
      "What this page will offer: Sign in to see your offers and order faster, or create an account.",
    );
  });

  it("offers the paths that work: order, the menu, the restaurant finder", () => {
    const html = render("gift");
    expect(html).toContain('href="/locations?mode=pickup"');
    expect(html).toContain('href="/menu"');
    expect(html).toContain('href="/locations"');
    expect(text(html)).toMatch(/Start an order.*See the menu.*Find a restaurant/);
  });

  it("has no form or field that could pass for a working page", () => {
    const html = render("account-login");
    expect(html).not.toMatch(/<(form|input|select|textarea|button)\b/);
  });
});
