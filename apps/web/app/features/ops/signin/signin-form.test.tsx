// @vitest-environment happy-dom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";

import OpsHome from "../../../routes/ops-home.tsx";
import {
  crew,
  json,
  manager,
  network,
  notFound,
  sentPerTest,
  signInAs,
} from "../shell/ops-test-fixtures.ts";
import { readStaffSession } from "../staff-session.ts";

const sent = sentPerTest();

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderHome(at = "/ops") {
  const Stub = createRoutesStub([
    { path: "/ops", Component: OpsHome },
    { path: "/ops/staff", Component: Where },
    { path: "/ops/restaurants/:id/board", Component: Where },
  ]);
  return render(<Stub initialEntries={[at]} />);
}

const session = (staff = manager) => ({
  status: "ok",
  data: { token: "NEW-TOKEN", expires: "2099-01-01T00:00:00.000Z", staff },
});

async function signIn(
  user: ReturnType<typeof userEvent.setup>,
  password = "Twelve-Fryers-Humming",
) {
  await user.type(await screen.findByRole("textbox", { name: "Email" }), "dorothy@coop.example");
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("staff sign-in at /ops", () => {
  it("ops-shell.sign-in-errors: 401 says the email or password is incorrect, and nothing is kept", async () => {
    const user = userEvent.setup();
    network(sent, () =>
      json(401, { status: "error", message: "The email or password is incorrect." }),
    );
    renderHome();
    await signIn(user, "wrong-password");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("The email or password is incorrect.");
    // ops-shell.focus-heading: the alert takes focus once it is on screen, and again on a retry.
    await waitFor(() => expect(document.activeElement).toBe(alert));
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(sent).toHaveLength(2));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("alert")));
    expect(sent[0]).toEqual(
      expect.objectContaining({
        method: "POST",
        url: "/api/ops/signin",
        body: { email: "dorothy@coop.example", password: "wrong-password" },
      }),
    );
    expect(readStaffSession().status).toBe("signed-out");
  });

  it("ops-shell.sign-in-errors: 429 says to try again in the minutes of Retry-After, rounded up", async () => {
    const user = userEvent.setup();
    network(sent, () =>
      json(429, { status: "error", message: "Too many" }, { "retry-after": "241" }),
    );
    renderHome();
    await signIn(user);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many sign-in attempts. Try again in 5 minutes.",
    );
  });

  it("ops-shell.sign-in-errors: 429 of 30 s says 1 minute (singular); without Retry-After, later", async () => {
    const user = userEvent.setup();
    let retry: Record<string, string> = { "retry-after": "30" };
    network(sent, () => json(429, { status: "error", message: "Too many" }, retry));
    renderHome();
    await signIn(user);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many sign-in attempts. Try again in 1 minute.",
    );
    retry = {};
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByText(/Try again later/)).textContent).toBe(
      "Too many sign-in attempts. Try again later.",
    );
  });

  it("ops-shell.sign-in-errors: 403 says the account is disabled", async () => {
    const user = userEvent.setup();
    network(sent, () => json(403, { status: "error", message: "disabled" }));
    renderHome();
    await signIn(user);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This staff account is disabled. Ask an admin to enable it.",
    );
  });

  it("ops-shell.sign-in-errors: no answer says the connection failed", async () => {
    const user = userEvent.setup();
    network(sent, () => Promise.reject(new TypeError("Failed to fetch")));
    renderHome();
    await signIn(user);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "We could not reach Coop. Check the connection and try again.",
    );
  });

  it("ops-shell.sign-in-errors: empty fields are named before any call, focus on the first", async () => {
    const user = userEvent.setup();
    network(sent, () => json(500, {}));
    renderHome();
    await user.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(screen.getByText("Enter your email.")).toBeTruthy();
    expect(screen.getByText("Enter your password.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Email" }));
    expect(sent).toEqual([]);
  });

  it("ops-shell.sign-in-errors: the password can be shown and hidden again", async () => {
    const user = userEvent.setup();
    renderHome();
    const field = (await screen.findByLabelText("Password")) as HTMLInputElement;
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(field.type).toBe("password");
    expect(field.autocomplete).toBe("current-password");
    await user.click(toggle);
    expect(field.type).toBe("text");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    await user.click(toggle);
    expect(field.type).toBe("password");
  });

  it("ops-shell.next-redirect: after sign-in the tablet goes to ?next= (a staff page), and the session is kept", async () => {
    const user = userEvent.setup();
    network(sent, (r) => (r.url === "/api/ops/signin" ? json(200, session()) : notFound()));
    renderHome("/ops?next=%2Fops%2Fstaff");
    await signIn(user);
    expect((await screen.findByTestId("where")).textContent).toBe("/ops/staff");
    const state = readStaffSession();
    expect(state.status === "signed-in" && state.session.token).toBe("NEW-TOKEN");
  });

  it("ops-shell.next-redirect: a ?next= outside /ops is ignored: a manager sees their restaurants", async () => {
    const user = userEvent.setup();
    network(sent, (r) => (r.url === "/api/ops/signin" ? json(200, session()) : notFound()));
    renderHome("/ops?next=%2F%2Fevil.example%2Fops");
    await signIn(user);
    expect(await screen.findByRole("heading", { level: 1, name: "Your restaurants" })).toBeTruthy();
    expect(screen.queryByTestId("where")).toBeNull();
  });

  it("ops-shell.crew-straight-to-board: a crew member with one restaurant lands on its board", async () => {
    const user = userEvent.setup();
    network(sent, (r) => (r.url === "/api/ops/signin" ? json(200, session(crew)) : notFound()));
    renderHome();
    await signIn(user);
    expect((await screen.findByTestId("where")).textContent).toBe("/ops/restaurants/101/board");
  });

  it("ops-shell.crew-straight-to-board: already signed in, /ops sends crew to the board at once", async () => {
    signInAs(crew);
    network(sent, () => notFound());
    renderHome();
    expect((await screen.findByTestId("where")).textContent).toBe("/ops/restaurants/101/board");
  });
});
