// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { useEffect, useRef } from "react";
import { createRoutesStub, Link, Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { focusTarget, pagePhase, usePageTransition } from "./use-page-transition.ts";

/** A loader the test answers by hand, so the "page is loading" moment can be looked at. */
let release: (() => void) | null = null;
function slowLoader() {
  return new Promise<null>((resolve) => {
    release = () => resolve(null);
  });
}

function Frame({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const { phase, onAnimationEnd } = usePageTransition(ref);
  return (
    <>
      <header>
        <Link to="/menu">Menu</Link>
        <Link to="/form">Form</Link>
        <Link to="/?q=1">Same page</Link>
      </header>
      <main
        ref={ref}
        tabIndex={-1}
        data-testid="page"
        data-transition={phase}
        onAnimationEnd={onAnimationEnd}
      >
        {children}
      </main>
    </>
  );
}

function FormPage() {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <>
      <h1>Form</h1>
      <label>
        Name <input ref={input} />
      </label>
    </>
  );
}

function renderApp() {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <Frame>
          <Outlet />
        </Frame>
      ),
      children: [
        { index: true, Component: () => <h1>Home</h1> },
        { path: "menu", loader: slowLoader, Component: () => <h1>Menu</h1> },
        { path: "form", Component: FormPage },
      ],
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

afterEach(() => {
  release = null;
});

describe("nav.page-transition-out-in: the old page fades out, then the new one fades in", () => {
  it("nav.page-transition-out-in: out only while another path loads", () => {
    const other = { state: "loading", location: { pathname: "/menu" } };
    expect(pagePhase("/", other, false)).toBe("out");
    expect(pagePhase("/", other, true)).toBe("out");
    expect(pagePhase("/", { state: "loading", location: { pathname: "/" } }, false)).toBe(
      undefined,
    );
    expect(pagePhase("/", { state: "submitting", location: { pathname: "/menu" } }, false)).toBe(
      undefined,
    );
    expect(pagePhase("/", { state: "idle" }, true)).toBe("in");
    expect(pagePhase("/", { state: "idle" }, false)).toBe(undefined);
  });

  it("nav.page-transition-out-in: the first render is still; a route change goes out, then in, then still", async () => {
    renderApp();
    const page = await screen.findByTestId("page");
    await screen.findByRole("heading", { name: "Home" });
    expect(page.dataset.transition).toBeUndefined();

    fireEvent.click(screen.getByRole("link", { name: "Menu" }));
    await act(async () => {});
    // The old page, fading out while the new one loads; the new one is not there yet.
    expect(page.dataset.transition).toBe("out");
    expect(screen.getByRole("heading", { name: "Home" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Menu" })).toBeNull();

    await act(async () => release?.());
    await screen.findByRole("heading", { name: "Menu" });
    // The old page is gone before the new one fades in.
    expect(screen.queryByRole("heading", { name: "Home" })).toBeNull();
    expect(page.dataset.transition).toBe("in");

    fireEvent.animationEnd(page);
    expect(page.dataset.transition).toBeUndefined();
  });

  it("nav.page-transition-out-in: a new query on the same page is no page change", async () => {
    renderApp();
    const page = await screen.findByTestId("page");
    fireEvent.click(screen.getByRole("link", { name: "Same page" }));
    await act(async () => {});
    expect(page.dataset.transition).toBeUndefined();
  });
});

describe("nav.focus-new-page: focus goes to the new page's heading", () => {
  it("nav.focus-new-page: the first render leaves focus alone", async () => {
    renderApp();
    await screen.findByRole("heading", { name: "Home" });
    expect(document.activeElement).toBe(document.body);
  });

  it("nav.focus-new-page: after a route change the heading has focus", async () => {
    renderApp();
    const link = await screen.findByRole("link", { name: "Menu" });
    link.focus();
    fireEvent.click(link);
    await act(async () => {});
    await act(async () => release?.());
    const heading = await screen.findByRole("heading", { name: "Menu" });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute("tabindex")).toBe("-1");
  });

  it("nav.focus-new-page: a page that focuses its own field keeps it", async () => {
    renderApp();
    fireEvent.click(await screen.findByRole("link", { name: "Form" }));
    await screen.findByRole("heading", { name: "Form" });
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Name" }));
  });

  it("nav.focus-new-page: the page itself when it has no heading", () => {
    const page = document.createElement("main");
    page.innerHTML = "<p>No heading</p>";
    expect(focusTarget(page, document.body)).toBe(page);
    page.innerHTML = "<h2>Part</h2><h1>Title</h1><button>Go</button>";
    expect(focusTarget(page, document.body)?.textContent).toBe("Title");
    expect(focusTarget(page, page.querySelector("button"))).toBeNull();
    expect(focusTarget(page, page)?.textContent).toBe("Title");
  });

  it("nav.focus-new-page: a dialog the visitor opened meanwhile keeps the focus", () => {
    const page = document.createElement("main");
    page.innerHTML = "<h1>Title</h1>";
    const menu = document.createElement("dialog");
    menu.innerHTML = "<a href='/menu'>Menu</a>";
    document.body.append(menu);
    menu.show();
    expect(focusTarget(page, menu.querySelector("a"))).toBeNull();
    menu.close();
    expect(focusTarget(page, menu.querySelector("a"))?.textContent).toBe("Title");
    menu.remove();
  });
});
