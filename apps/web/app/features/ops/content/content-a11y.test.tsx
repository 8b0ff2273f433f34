// @vitest-environment happy-dom
// The content screens under axe (structure rules: names, roles, labels, ARIA; colour contrast
// needs a real browser's layout and is left to the browser tests).
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";

import { fakeApi } from "../../../lib/test-support/fake-api.ts";
import { signInStaff, signOutStaff } from "../controls/test-support.tsx";
import { ContentListPage } from "./content-list-page.tsx";
import { ContentEditorPage } from "./editor-page.tsx";
import { article, ok, page, summaryOf } from "./test-fixtures.ts";
import { renderContent } from "./test-routes.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutStaff();
});

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
    rules: { "color-contrast": { enabled: false } },
  });
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

describe("content screens under axe", () => {
  it("the list and the new page dialog have no axe violations", async () => {
    signInStaff("marketing");
    fakeApi({
      "GET /api/ops/content/stories": ok({
        stories: [summaryOf(article), summaryOf(page)],
        total: 2,
        page: 1,
        per_page: 25,
      }),
    });
    renderContent(<ContentListPage />, "/ops/content");
    await screen.findByRole("table");
    expect(await violations()).toEqual([]);
    await userEvent.setup().click(screen.getByRole("button", { name: "New page" }));
    await screen.findByRole("dialog", { name: "New page" });
    expect(await violations()).toEqual([]);
  });

  it("the editor of a page, of an article and its image library have no axe violations", async () => {
    signInStaff("admin");
    fakeApi({
      "GET /api/ops/content/stories/7": ok(page),
      "GET /api/ops/content/stories/42": ok(article),
      "GET /api/ops/content/assets": ok({ assets: [] }),
    });
    const first = renderContent(<ContentEditorPage storyId={7} />, "/ops/content/7");
    await screen.findByRole("textbox", { name: "Headline" });
    expect(await violations()).toEqual([]);
    first.unmount();
    renderContent(<ContentEditorPage storyId={42} />, "/ops/content/42");
    await screen.findByRole("textbox", { name: "Body" });
    expect(await violations()).toEqual([]);
    await userEvent.setup().click(screen.getAllByRole("button", { name: "Choose image" })[0]!);
    await screen.findByText("No images uploaded yet.");
    expect(await violations()).toEqual([]);
  });
});
