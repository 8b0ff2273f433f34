// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { RichTextDoc } from "@coop/contract/content";

import { RichTextEditor } from "./rich-text-editor.tsx";

afterEach(cleanup);

const doc: RichTextDoc = {
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text: "Fresh biscuits" }] }],
};

async function setup(value: RichTextDoc = doc) {
  const onChange = vi.fn<(doc: RichTextDoc) => void>();
  render(
    <>
      <span id="body-label">Body</span>
      <RichTextEditor labelledBy="body-label" value={value} onChange={onChange} />
    </>,
  );
  const text = await screen.findByRole("textbox", { name: "Body" });
  return { onChange, text, user: userEvent.setup() };
}

const lastDoc = (onChange: { mock: { calls: [RichTextDoc][] } }) => onChange.mock.calls.at(-1)![0];

describe("RichTextEditor", () => {
  it("content-authoring.rich-text-json: named toolbar buttons show their state; Ctrl+B bolds the selection", async () => {
    const { onChange, text, user } = await setup();
    const toolbar = screen.getByRole("toolbar", { name: "Text formatting" });
    const names = within(toolbar)
      .getAllByRole("button")
      .map((b) => b.textContent);
    expect(names).toEqual([
      "Bold",
      "Italic",
      "Heading",
      "Subheading",
      "Bulleted list",
      "Numbered list",
      "Link",
    ]);
    const bold = within(toolbar).getByRole("button", { name: "Bold" });
    expect(bold.getAttribute("aria-pressed")).toBe("false");
    expect(bold.getAttribute("aria-keyshortcuts")).toBe("Ctrl+B");

    await user.click(text);
    await user.keyboard("{Control>}a{/Control}{Control>}b{/Control}");
    await waitFor(() => expect(bold.getAttribute("aria-pressed")).toBe("true"));
    expect(lastDoc(onChange)).toEqual({
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [{ type: "text", text: "Fresh biscuits", marks: [{ type: "bold" }] }],
        },
      ],
    });

    await user.click(within(toolbar).getByRole("button", { name: "Heading" }));
    expect(lastDoc(onChange).content![0]).toMatchObject({ type: "heading", attrs: { level: 2 } });
  });

  it("content-authoring.link-safety: the link dialog refuses javascript: with a message, then links a safe address", async () => {
    const { onChange, text, user } = await setup();
    await user.click(text);
    await user.keyboard("{Control>}a{/Control}{Control>}k{/Control}");
    const dialog = await screen.findByRole("dialog", { name: "Link" });
    const address = within(dialog).getByRole("textbox", { name: "Address" });
    await user.type(address, "javascript:alert(1)");
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(within(dialog).getByRole("alert").textContent).toMatch(/This address cannot be used/);
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(address);
    await user.type(address, "coop.example/news");
    await user.click(within(dialog).getByRole("checkbox", { name: "Open in a new tab" }));
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(lastDoc(onChange).content![0]).toEqual({
      type: "paragraph",
      content: [
        {
          type: "text",
          text: "Fresh biscuits",
          marks: [{ type: "link", attrs: { href: "https://coop.example/news", target: "_blank" } }],
        },
      ],
    });
    expect(screen.getByRole("button", { name: "Link" }).getAttribute("aria-pressed")).toBe("true");
  });
});
