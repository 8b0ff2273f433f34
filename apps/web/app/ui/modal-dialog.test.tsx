// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { describe, expect, it } from "vitest";

import { ModalDialog } from "./modal-dialog.tsx";

/** A page with an opener, a control outside, and a modal dialog of three controls. */
function Page() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        Open the menu
      </button>
      <button type="button">Outside</button>
      <ModalDialog
        id="test-dialog"
        open={open}
        onClose={() => setOpen(false)}
        returnFocusRef={opener}
        aria-label="Menu"
      >
        <div>
          <a href="/first">First</a>
          <button type="button">Second</button>
          <input aria-label="Third" />
        </div>
      </ModalDialog>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole("button", { name: "Open the menu" }));
  const dialog = document.getElementById("test-dialog") as HTMLDialogElement;
  return { user, dialog };
}

describe("ModalDialog: focus trapped inside while open, given back when it closes", () => {
  it("opening it moves focus to its first control and locks the page's scroll", async () => {
    const { dialog } = await openDialog();
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "First" }));
    expect(document.body.style.overflow).toBe("hidden");
  });

  it("Tab from the last control comes back to the first; Shift+Tab from the first goes to the last", async () => {
    const { user } = await openDialog();
    const first = screen.getByRole("link", { name: "First" });
    const last = screen.getByRole("textbox", { name: "Third" });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Second" }));
    await user.tab();
    expect(document.activeElement).toBe(last);
    await user.tab();
    expect(document.activeElement).toBe(first);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
  });

  it("many Tabs and Shift+Tabs never reach the controls outside", async () => {
    const { user, dialog } = await openDialog();
    for (let i = 0; i < 10; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    for (let i = 0; i < 10; i++) {
      await user.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it("when the browser closes it (Escape cancels a modal <dialog>), the owner's state follows and focus returns to the opener", async () => {
    const { dialog } = await openDialog();
    // happy-dom does not turn Escape into the <dialog>'s cancel and close as browsers do
    // (the e2e tests press the key): fire the close the browser would.
    dialog.close();
    await expect
      .poll(() => document.activeElement)
      .toBe(screen.getByRole("button", { name: "Open the menu" }));
    expect(dialog.open).toBe(false);
    await expect.poll(() => document.body.style.overflow).not.toBe("hidden");
  });

  it("a click on the backdrop (the <dialog> itself) closes it; a click inside does not", async () => {
    const { user, dialog } = await openDialog();
    await user.click(screen.getByRole("button", { name: "Second" }));
    expect(dialog.open).toBe(true);
    await user.click(dialog);
    await expect.poll(() => dialog.open).toBe(false);
  });
});
