// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";

import OpsAccept from "../../../routes/ops-accept.tsx";
import { crew, json, network, sentPerTest } from "../shell/ops-test-fixtures.ts";
import { readStaffSession } from "../staff-session.ts";

const sent = sentPerTest();

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAccept(at = "/ops/accept?token=TOKEN-1") {
  const Stub = createRoutesStub([
    { path: "/ops/accept", Component: OpsAccept },
    { path: "/ops", Component: Where },
  ]);
  return render(<Stub initialEntries={[at]} />);
}

const rule = (name: RegExp) =>
  screen.getAllByRole("listitem").find((li) => name.test(li.textContent ?? ""));

describe("/ops/accept", () => {
  it("ops-shell.accept-form: the password rules are marked met as the person types", async () => {
    const user = userEvent.setup();
    renderAccept();
    await user.type(await screen.findByRole("textbox", { name: "Your name" }), "Grace");
    const password = screen.getByLabelText("New password");
    expect(rule(/8 to 128/)?.dataset.met).toBe("false");
    await user.type(password, "grace12345");
    expect(rule(/8 to 128/)?.dataset.met).toBe("true");
    expect(rule(/Not your name/)?.dataset.met).toBe("false");
    await user.clear(password);
    await user.type(password, "Fryer-Basket-Tuesday");
    expect(rule(/Not your name/)?.dataset.met).toBe("true");
    expect(rule(/Not your name/)?.textContent).toContain("(met)");
  });

  it("ops-shell.accept-form: accepting signs in and goes to /ops", async () => {
    const user = userEvent.setup();
    network(sent, () =>
      json(200, {
        status: "ok",
        data: { token: "NEW", expires: "2099-01-01T00:00:00.000Z", staff: crew },
      }),
    );
    renderAccept();
    await user.type(await screen.findByRole("textbox", { name: "Your name" }), "Mary");
    await user.type(screen.getByLabelText("New password"), "Fryer-Basket-Tuesday");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect((await screen.findByTestId("where")).textContent).toBe("/ops");
    expect(sent[0]).toEqual(
      expect.objectContaining({
        method: "POST",
        url: "/api/ops/invitations/accept",
        body: { token: "TOKEN-1", name: "Mary", password: "Fryer-Basket-Tuesday" },
      }),
    );
    const state = readStaffSession();
    expect(state.status === "signed-in" && state.session.token).toBe("NEW");
  });

  it.each([
    ["This invitation has expired. Ask for a new invitation.", "This invitation has expired."],
    ["This invitation was already used. Sign in, or ask for a new invitation.", "already used"],
    ["This invitation link is not valid. Ask for a new invitation.", "is not valid"],
  ])("ops-shell.accept-form: a refused link (%s) is said in words", async (message, shown) => {
    const user = userEvent.setup();
    network(sent, () =>
      json(400, {
        status: "error",
        message,
        errors: [{ path: "body.token", message: "cannot be used" }],
      }),
    );
    renderAccept();
    await user.type(await screen.findByRole("textbox", { name: "Your name" }), "Mary");
    await user.type(screen.getByLabelText("New password"), "Fryer-Basket-Tuesday");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect((await screen.findByTestId("ops-accept-error")).textContent).toContain(shown);
    expect(screen.getByRole("link", { name: "Go to sign-in" })).toBeTruthy();
    expect(readStaffSession().status).toBe("signed-out");
  });

  it("ops-shell.accept-form: a weak password or no name is refused before any call", async () => {
    const user = userEvent.setup();
    network(sent, () => json(500, {}));
    renderAccept();
    await user.type(await screen.findByLabelText("New password"), "short");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(screen.getByText("Enter your name.")).toBeTruthy();
    expect(screen.getByText("Choose a password that meets every rule above.")).toBeTruthy();
    expect(document.activeElement?.id).toBe("ops-accept-name");
    expect(sent).toEqual([]);
  });

  it("ops-shell.accept-form: without a token the page says to open the email's link", async () => {
    renderAccept("/ops/accept");
    expect(await screen.findByText(/needs the link from your invitation email/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Create account" })).toBeNull();
  });

  it("ops-shell.accept-form: a common password refused by the server is said under the field, in words", async () => {
    const user = userEvent.setup();
    network(sent, () =>
      json(400, {
        status: "error",
        message: "body.password is one of the most common passwords.",
        errors: [
          {
            path: "body.password",
            message: "is one of the most common passwords, which are guessed first; choose another",
          },
        ],
      }),
    );
    renderAccept();
    await user.type(await screen.findByRole("textbox", { name: "Your name" }), "Mary");
    await user.type(screen.getByLabelText("New password"), "Sunshine-2024");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(
      await screen.findByText(
        "This password is one of the most common ones, which are guessed first. Choose another.",
      ),
    ).toBeTruthy();
    expect(document.activeElement?.id).toBe("ops-accept-password");
    expect(screen.queryByTestId("ops-accept-error")).toBeNull();
  });
});
