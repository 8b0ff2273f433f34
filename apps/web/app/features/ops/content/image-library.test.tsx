// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { OpsAsset } from "@coop/contract/ops-content";

import { fakeApi } from "../../../lib/test-support/fake-api.ts";
import { signInStaff, signOutStaff } from "../controls/test-support.tsx";
import { ImageLibrary } from "./image-library.tsx";
import { ok } from "./test-fixtures.ts";

const asset: OpsAsset = {
  id: "asset_0000000001",
  filename: "/assets/content/fryers.jpg",
  name: "fryers.jpg",
  content_type: "image/jpeg",
  size: 2048,
  width: 800,
  height: 600,
  alt: { default: "Volunteers at a fryer", es: "Voluntarios en una freidora" },
  created_at: "2026-11-20T10:00:00Z",
};

/** A stand-in for XMLHttpRequest: records each request and answers when the test says. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = "";
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeXhr.sent = [];
  signOutStaff();
});

function setup() {
  signInStaff("marketing");
  fakeApi({ "GET /api/ops/content/assets": ok({ assets: [asset] }) });
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  const onPick = vi.fn();
  render(<ImageLibrary open returnFocusRef={createRef()} onClose={() => {}} onPick={onPick} />);
  return { onPick, user: userEvent.setup({ applyAccept: false }) };
}

const png = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type: "image/png" });

describe("ImageLibrary", () => {
  it("content-authoring.upload-limits: refuses another type or a file over 5 MB before sending", async () => {
    const { user } = setup();
    const input = await screen.findByLabelText("Image file");
    await user.upload(input, new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" }));
    expect(screen.getByRole("alert").textContent).toBe(
      "logo.svg is not a JPEG, PNG, WebP or GIF image.",
    );
    await user.upload(input, png("huge.png", 5 * 1024 * 1024 + 1));
    expect(screen.getByRole("alert").textContent).toBe("huge.png is larger than 5 MB.");
    await user.click(screen.getByRole("button", { name: "Upload and use" }));
    expect(FakeXhr.sent).toEqual([]);
  });

  it("content-authoring.alt-text: needs English alt text or 'decorative', shows progress, and picks the upload", async () => {
    const { onPick, user } = setup();
    const input = await screen.findByLabelText("Image file");
    await user.upload(input, png("biscuits.png", 1000));
    await user.click(screen.getByRole("button", { name: "Upload and use" }));
    expect(screen.getByRole("alert").textContent).toBe(
      "Describe the image in English, or mark it decorative.",
    );
    expect(FakeXhr.sent).toEqual([]);

    await user.type(
      screen.getByRole("textbox", { name: "Alternative text (English)" }),
      "Warm biscuits",
    );
    await user.type(
      screen.getByRole("textbox", { name: "Alternative text (Spanish, optional)" }),
      "Bizcochos",
    );
    await user.click(screen.getByRole("button", { name: "Upload and use" }));
    const xhr = FakeXhr.sent[0]!;
    const url = new URL(xhr.url, "http://x");
    expect(xhr.method).toBe("POST");
    expect(url.pathname).toBe("/api/ops/content/assets");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: "biscuits.png",
      alt: "Warm biscuits",
      alt_es: "Bizcochos",
    });
    expect(xhr.headers["content-type"]).toBe("image/png");
    expect(xhr.headers.authorization).toBe("Bearer staff-token-1");
    expect((xhr.body as File).name).toBe("biscuits.png");

    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 500, total: 1000 }));
    expect(
      (screen.getByRole("progressbar", { name: "Uploading" }) as HTMLProgressElement).value,
    ).toBe(0.5);
    const uploaded = { ...asset, id: "asset_0000000002", name: "biscuits.png" };
    act(() => xhr.respond(200, { status: "ok", data: uploaded }));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(uploaded));
  });

  it("content-authoring.alt-text: a decorative image is sent without alt text; the library offers the uploaded images", async () => {
    const { onPick, user } = setup();
    await user.click(await screen.findByRole("button", { name: "Use fryers.jpg" }));
    expect(onPick).toHaveBeenCalledWith(asset);

    await user.upload(screen.getByLabelText("Image file"), png("border.png", 10));
    await user.click(screen.getByRole("checkbox", { name: "Decorative (no text needed)" }));
    expect(screen.queryByRole("textbox", { name: "Alternative text (English)" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Upload and use" }));
    const url = new URL(FakeXhr.sent[0]!.url, "http://x");
    expect(Object.fromEntries(url.searchParams)).toEqual({ name: "border.png", alt: "" });
    act(() =>
      FakeXhr.sent[0]!.respond(413, { message: "The image is larger than 5 MB.", requestId: "r" }),
    );
    expect((await screen.findByRole("alert")).textContent).toBe("The image is larger than 5 MB.");
  });
});

describe("ImageLibrary alt texts", () => {
  it("content-authoring.alt-text: an uploaded image's texts are changed in the library", async () => {
    const { user } = setup();
    const sent = fakeApi({
      "GET /api/ops/content/assets": ok({ assets: [asset] }),
      [`PUT /api/ops/content/assets/${asset.id}`]: (call) =>
        ok({ ...asset, ...(call.body as object) }),
    });
    await user.click(await screen.findByRole("button", { name: "Edit the text of fryers.jpg" }));
    const english = screen.getByRole("textbox", {
      name: "Alternative text of fryers.jpg (English)",
    });
    await user.clear(english);
    await user.type(english, "Volunteers frying chicken");
    await user.click(screen.getByRole("button", { name: "Save text" }));
    expect(await screen.findByText("Volunteers frying chicken")).toBeTruthy();
    expect(sent.find((c) => c.method === "PUT")!.body).toEqual({
      alt: { default: "Volunteers frying chicken", es: "Voluntarios en una freidora" },
    });
  });
});
