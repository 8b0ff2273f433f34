// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { configureBotCheck } from "../../lib/bot-check.ts";
import { favoritesSource, storesSource } from "./fields/use-remote-list.ts";
import { FormRenderer } from "./form-renderer.tsx";
import { json, listsReply, network, renderAt, type Sent } from "./test-support.tsx";

let sent: Sent[];
const posts = () => sent.filter((r) => r.method === "POST");

beforeEach(() => {
  sent = [];
  storesSource.reset();
  favoritesSource.reset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  configureBotCheck(null);
  delete (window as { grecaptcha?: unknown }).grecaptcha;
});

function answer(post: (r: Sent) => Response | Promise<Response>) {
  network(sent, (r) => listsReply(r) ?? post(r));
}

async function fillContact(
  user: ReturnType<typeof userEvent.setup>,
  replyBy: "By email" | "By phone",
) {
  await user.selectOptions(screen.getByRole("combobox", { name: "Topic" }), "An order");
  await user.type(screen.getByRole("textbox", { name: "Your name" }), "Ada Lovelace");
  await user.type(screen.getByRole("textbox", { name: "Email" }), "ada@coop.example");
  await user.type(screen.getByRole("textbox", { name: "Message" }), "The biscuits were cold.");
  await user.click(screen.getByRole("radio", { name: replyBy }));
}

describe("FormRenderer", () => {
  it("forms-web.browser-checks: nothing is sent while required fields are empty; the summary names each field, takes the focus and links to it", async () => {
    const user = userEvent.setup();
    answer(() => json(500, {}));
    renderAt(<FormRenderer formId="contact" />);
    await user.click(screen.getByRole("button", { name: "Send" }));
    const summary = await screen.findByTestId("form-error-summary");
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(summary.textContent).toContain("Topic is required.");
    expect(summary.textContent).toContain("Your name is required.");
    expect(summary.textContent).toContain("Email is required.");
    expect(summary.textContent).toContain("Message is required.");
    const email = screen.getByRole("textbox", { name: "Email" });
    expect(email.getAttribute("aria-invalid")).toBe("true");
    const link = screen.getByRole("link", { name: "Email is required." });
    expect(link.getAttribute("href")).toBe(`#${email.id}`);
    expect(posts()).toEqual([]);
  });

  it("forms-web.contact-reply-by: the answer starts by email, so a contact message needs no phone unless phone is picked", () => {
    answer(() => json(500, {}));
    renderAt(<FormRenderer formId="contact" />);
    expect((screen.getByRole("radio", { name: "By email" }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole("radio", { name: "By phone" }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it("forms-web.contact-reply-by: asking for an answer by phone without a phone number is stopped in the browser", async () => {
    const user = userEvent.setup();
    answer(() => json(500, {}));
    renderAt(<FormRenderer formId="contact" />);
    await fillContact(user, "By phone");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect((await screen.findByTestId("form-error-summary")).textContent).toContain(
      "Phone is required.",
    );
    expect(posts()).toEqual([]);
  });

  it("forms-web.renderer, forms-web.confirmation: the contact form is sent to /api/v1/contact with its fields and language; the button says Sending… meanwhile; then the confirmation takes the focus", async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    answer(
      () =>
        new Promise((resolve) => {
          release = () =>
            resolve(
              json(200, {
                status: "received",
                data: { id: "abc", reference: "AB12CD34", received_at: "2026-11-24T12:00:00Z" },
              }),
            );
        }),
    );
    renderAt(<FormRenderer formId="contact" />);
    await fillContact(user, "By email");
    await user.click(screen.getByRole("button", { name: "Send" }));
    const button = await screen.findByRole("button", { name: "Sending…" });
    expect(button).toHaveProperty("disabled", true);
    release();
    const heading = await screen.findByRole("heading", {
      name: "Thank you, your message was sent",
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByTestId("form-reference").textContent).toBe(
      "Your reference number: AB12CD34",
    );
    expect(screen.getByText(/answers within two business days/)).toBeTruthy();
    expect(posts()).toEqual([
      expect.objectContaining({
        url: "/api/v1/contact",
        body: {
          form: "contact",
          request: {
            topic: "order",
            name: "Ada Lovelace",
            email: "ada@coop.example",
            message: "The biscuits were cold.",
            reply_by: "email",
          },
          language: "en",
        },
      }),
    ]);
    expect(posts()[0]!.headers.verify).toBeUndefined();
  });

  it("forms-web.honeypot: the hidden field is out of reach (no tab stop, hidden from screen readers, no autofill) and is sent only when filled", async () => {
    const user = userEvent.setup();
    answer(() => json(200, { ok: true, id: "x", reference: "REF00001" }));
    const { container } = renderAt(<FormRenderer formId="media" />);
    const trap = container.querySelector<HTMLInputElement>('input[name="website_url"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute("autocomplete")).toBe("off");
    expect(trap.closest("[aria-hidden='true']")).not.toBeNull();
    await user.type(screen.getByRole("textbox", { name: "Your name" }), "Robot");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "bot@spam.example");
    await user.type(screen.getByRole("textbox", { name: "Publication or outlet" }), "Spam Daily");
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Hello");
    await user.type(trap, "http://spam.example");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByTestId("form-confirmation");
    expect(posts()[0]).toMatchObject({
      url: "/api/submit",
      body: { form: "media", fields: { website_url: "http://spam.example", outlet: "Spam Daily" } },
    });
  });

  it("forms-web.refusals: a refusal of /api/submit shows the server's message as it is, and the form keeps what was typed", async () => {
    const user = userEvent.setup();
    answer(() =>
      json(400, {
        errors: [{ path: "body.fields.outlet", message: "outlet is not allowed here" }],
      }),
    );
    renderAt(<FormRenderer formId="media" />);
    await user.type(screen.getByRole("textbox", { name: "Your name" }), "Ada");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "ada@coop.example");
    await user.type(screen.getByRole("textbox", { name: "Publication or outlet" }), "The Gazette");
    await user.type(screen.getByRole("textbox", { name: "Message" }), "A question");
    await user.click(screen.getByRole("button", { name: "Send" }));
    const summary = await screen.findByTestId("form-error-summary");
    expect(summary.textContent).toContain("outlet is not allowed here");
    const outlet = screen.getByRole("textbox", { name: "Publication or outlet" });
    expect(document.getElementById(`${outlet.id}-error`)?.textContent).toBe(
      "Publication or outlet: outlet is not allowed here",
    );
    expect(outlet).toHaveProperty("value", "The Gazette");
    expect(screen.getByRole("button", { name: "Send" })).toHaveProperty("disabled", false);
  });

  it("forms-web.refusals: the contact form says a failed bot check, an unavailable one, too many messages and no connection in words", async () => {
    const user = userEvent.setup();
    const replies = [
      json(403, { errors: ["The bot check did not pass"] }),
      json(503, { errors: ["Bot check unavailable"] }),
      json(429, { errors: ["Too many requests"] }),
    ];
    answer(() => {
      const next = replies.shift();
      if (!next) throw new TypeError("Failed to fetch");
      return next;
    });
    renderAt(<FormRenderer formId="contact" />);
    await fillContact(user, "By email");
    const expected = [
      "Our automated check could not confirm this was sent by a person.",
      "Our automated check is unavailable right now.",
      "Too many messages were sent from here.",
      "We could not reach our server.",
    ];
    for (const words of expected) {
      await user.click(screen.getByRole("button", { name: "Send" }));
      await waitFor(() =>
        expect(screen.getByTestId("form-error-summary").textContent).toContain(words),
      );
    }
  });

  it("forms-web.renderer: with the bot check on, its token goes in the verify header; a script that cannot load is said in words and nothing is sent", async () => {
    const user = userEvent.setup();
    answer(() => json(200, { ok: true, id: "x", reference: "REF00001" }));
    (window as { grecaptcha?: unknown }).grecaptcha = {
      ready: (cb: () => void) => cb(),
      execute: vi.fn().mockResolvedValueOnce("TOKEN-1").mockRejectedValueOnce(new Error("no")),
    };
    renderAt(<FormRenderer formId="media" />, "/", {
      sso: { enabled: false, label: null },
      botCheck: { siteKey: "site-key", scriptUrl: "/bot-check.js" },
    });
    const fill = async () => {
      await user.type(await screen.findByRole("textbox", { name: "Your name" }), "Ada");
      await user.type(screen.getByRole("textbox", { name: "Email" }), "ada@coop.example");
      await user.type(screen.getByRole("textbox", { name: "Publication or outlet" }), "Gazette");
      await user.type(screen.getByRole("textbox", { name: "Message" }), "Hi");
      await user.click(screen.getByRole("button", { name: "Send" }));
    };
    await fill();
    await screen.findByTestId("form-confirmation");
    expect(posts()[0]!.headers.verify).toBe("TOKEN-1");
    await user.click(screen.getByRole("button", { name: "Send another message" }));
    await fill();
    expect((await screen.findByTestId("form-error-summary")).textContent).toContain(
      "The security check could not load.",
    );
    expect(posts()).toHaveLength(1);
  });
});
