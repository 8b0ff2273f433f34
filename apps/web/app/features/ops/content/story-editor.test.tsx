// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";

import type { OpsStory } from "@coop/contract/ops-content";

import { fakeApi, type Routes } from "../../../lib/test-support/fake-api.ts";
import { signInStaff, signOutStaff } from "../controls/test-support.tsx";
import { ContentEditorPage } from "./editor-page.tsx";
import { article, ok, page } from "./test-fixtures.ts";
import { renderContent } from "./test-routes.tsx";

const BASE = "/api/ops/content/stories";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutStaff();
});

function open(story: OpsStory, routes: Routes = {}) {
  signInStaff("marketing");
  const sent = fakeApi({
    [`GET ${BASE}/${story.id}`]: ok(story),
    [`PUT ${BASE}/${story.id}`]: (call) => {
      const body = call.body as {
        name: string;
        content: OpsStory["content"];
        lock_version: number;
      };
      return ok({ ...story, ...body, lock_version: body.lock_version + 1, state: "changed" });
    },
    ...routes,
  });
  const rendered = renderContent(
    <ContentEditorPage storyId={story.id} />,
    `/ops/content/${story.id}`,
  );
  return { sent, ...rendered };
}

const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const calls = (sent: { method: string; path: string }[]) =>
  sent.map((c) => `${c.method} ${c.path}`);

describe("the story editor (/ops/content/{id})", () => {
  it("content-authoring.save-lock: Save sends the changed draft with the loaded lock_version", async () => {
    const { sent } = open(article);
    await screen.findByRole("heading", { name: "Fryers for Food Banks" });
    const user = userEvent.setup();
    await user.clear(field("Title"));
    await user.type(field("Title"), "Fryers 2026");
    expect(screen.getByText("You have unsaved changes.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved.")).toBeTruthy();
    const put = sent.find((c) => c.method === "PUT")!;
    expect(put.body).toMatchObject({
      lock_version: 4,
      sort_by_date: "2026-11-20",
      content: { default: { title: "Fryers 2026" }, es: null },
    });
  });

  it("content-authoring.save-lock: a 409 shows who saved meanwhile and offers to reload", async () => {
    const message =
      "This story was saved by Kat Admin at 2026-11-24T12:00:00Z since you opened it; reload to see their changes.";
    let gets = 0;
    const { sent } = open(article, {
      [`GET ${BASE}/42`]: () => {
        gets += 1;
        return ok(gets === 1 ? article : { ...article, name: "Their name", lock_version: 5 });
      },
      [`PUT ${BASE}/42`]: { status: 409, body: { message, requestId: "r" } },
    });
    await screen.findByRole("heading", { name: "Fryers for Food Banks" });
    const user = userEvent.setup();
    await user.type(field("Teaser"), " More.");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const dialog = await screen.findByRole("dialog", { name: "Someone else saved this story" });
    expect(within(dialog).getByText(message)).toBeTruthy();
    expect(field("Teaser").value).toBe("We gave back. More.");
    await user.click(within(dialog).getByRole("button", { name: "Reload the story" }));
    await waitFor(() => expect(field("Name").value).toBe("Their name"));
    expect(calls(sent).filter((c) => c === `GET ${BASE}/42`)).toHaveLength(2);
  });

  it("content-authoring.publish-actions: Publish now saves the changes first, then publishes", async () => {
    const { sent } = open(article, {
      [`POST ${BASE}/42/publish`]: ok({
        ...article,
        state: "published",
        published_at: new Date().toISOString(),
      }),
    });
    await screen.findByRole("heading", { name: "Fryers for Food Banks" });
    expect(screen.getByText("Not published yet")).toBeTruthy();
    const user = userEvent.setup();
    await user.type(field("Author"), "Hedy");
    await user.click(screen.getByRole("button", { name: "Publish now" }));
    expect(await screen.findByText("Published. Visitors see it in a moment.")).toBeTruthy();
    expect(screen.getByText("Published just now")).toBeTruthy();
    expect(calls(sent).slice(1)).toEqual([`PUT ${BASE}/42`, `POST ${BASE}/42/publish`]);
    expect(sent.at(-1)!.body).toEqual({});
  });

  it("content-authoring.schedule-local-time: Schedule sends the local time with its offset; a past time is refused", async () => {
    const { sent } = open(article, {
      [`POST ${BASE}/42/publish`]: (call) =>
        ok({ ...article, publish_at: (call.body as { at: string }).at }),
    });
    await screen.findByRole("heading", { name: "Fryers for Food Banks" });
    const user = userEvent.setup();
    const at = screen.getByLabelText("Publish at");
    fireEvent.change(at, { target: { value: "2001-01-01T09:00" } });
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    expect(await screen.findByText("Choose a time in the future.")).toBeTruthy();
    fireEvent.change(at, { target: { value: "2030-01-15T09:30" } });
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    expect(await screen.findByText(/^Scheduled for /, { selector: "p" })).toBeTruthy();
    const body = sent.find((c) => c.path.endsWith("/publish"))!.body as { at: string };
    expect(body.at).toMatch(/^2030-01-15T09:30:00[+-]\d{2}:\d{2}$/);
  });

  it("content-authoring.publish-actions: Unpublish asks first, then takes the story off the site", async () => {
    const { sent } = open(page, {
      [`POST ${BASE}/7/unpublish`]: ok({ ...page, state: "draft", published_at: null }),
    });
    await screen.findByRole("heading", { name: "About" });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Unpublish" }));
    const dialog = await screen.findByRole("dialog", { name: "Unpublish “About”?" });
    expect(calls(sent)).not.toContain(`POST ${BASE}/7/unpublish`);
    await user.click(within(dialog).getByRole("button", { name: "Unpublish" }));
    expect(await screen.findByText("Unpublished.")).toBeTruthy();
    expect(screen.getByText("Not published yet")).toBeTruthy();
  });

  it("content-authoring.publish-actions: Preview opens the draft's page in a new tab, with both languages' links", async () => {
    const opened = vi.spyOn(window, "open").mockReturnValue(null);
    open(article, {
      [`POST ${BASE}/42/preview`]: ok({
        url: "/news-and-community/fryers-for-food-banks-2026?coop_preview=t1",
        url_es: "/es/news-and-community/fryers-for-food-banks-2026?coop_preview=t1",
        expires_at: "2030-01-01T10:00:00Z",
      }),
    });
    await screen.findByRole("heading", { name: "Fryers for Food Banks" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Preview" }));
    onTestFinished(() => opened.mockRestore());
    await waitFor(() =>
      expect(opened).toHaveBeenCalledWith(
        "/news-and-community/fryers-for-food-banks-2026?coop_preview=t1",
        "_blank",
        "noopener",
      ),
    );
    expect(screen.getByRole("link", { name: "Spanish" }).getAttribute("href")).toBe(
      "/es/news-and-community/fryers-for-food-banks-2026?coop_preview=t1",
    );
  });

  it("content-authoring.versions-restore: lists versions with who and when; Restore asks, then loads that version", async () => {
    const restored = { ...article, name: "Old name", lock_version: 6, state: "changed" as const };
    const { sent } = open(article, {
      [`GET ${BASE}/42/versions`]: ok({
        versions: [
          {
            id: 3,
            kind: "publish",
            name: "Fryers",
            slug: "f",
            created_at: "2026-11-23T10:00:00Z",
            created_by: "Hedy Marketing",
          },
          {
            id: 2,
            kind: "import",
            name: "Fryers",
            slug: "f",
            created_at: "2026-11-22T10:00:00Z",
            created_by: null,
          },
        ],
      }),
      [`POST ${BASE}/42/versions/2/restore`]: ok(restored),
    });
    await screen.findByRole("heading", { name: "Fryers for Food Banks" });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Show versions" }));
    expect(await screen.findByText(/Published · .* · Hedy Marketing/)).toBeTruthy();
    expect(screen.getByText(/Imported · .* · an import/)).toBeTruthy();
    await user.click(screen.getAllByRole("button", { name: /Restore the version of/ })[1]!);
    const dialog = await screen.findByRole("dialog", { name: "Restore this version?" });
    await user.click(within(dialog).getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(field("Name").value).toBe("Old name"));
    expect(calls(sent)).toContain(`POST ${BASE}/42/versions/2/restore`);
  });

  it("content-authoring.unsaved-warning: leaving with unsaved changes asks first", async () => {
    const { router } = open(article);
    await screen.findByRole("heading", { name: "Fryers for Food Banks" });
    const user = userEvent.setup();
    await user.type(field("Author"), "Hedy");
    await user.click(screen.getByRole("link", { name: "All stories" }));
    const dialog = await screen.findByRole("dialog", { name: "Leave without saving?" });
    await user.click(within(dialog).getByRole("button", { name: "Stay" }));
    expect(router.state.location.pathname).toBe("/ops/content/42");
    await user.click(screen.getByRole("link", { name: "All stories" }));
    await user.click(await screen.findByRole("button", { name: "Leave without saving" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/ops/content"));
  });

  it("content-authoring.spanish-tree: Spanish is the English text until the author copies English to start", async () => {
    const { sent } = open(article);
    await screen.findByRole("heading", { name: "Fryers for Food Banks" });
    const user = userEvent.setup();
    await user.click(screen.getByRole("tab", { name: "Español" }));
    expect(screen.getByRole("radio", { name: "Same as English" })).toHaveProperty("checked", true);
    expect(screen.getByText("The Spanish site shows the English text of this story.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Copy English to start" }));
    expect(field("Title").value).toBe("Fryers for Food Banks");
    await user.clear(field("Title"));
    await user.type(field("Title"), "Freidoras para bancos de alimentos");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Saved.");
    const body = sent.find((c) => c.method === "PUT")!.body as { content: OpsStory["content"] };
    expect(body.content.es).toMatchObject({
      component: "news_article",
      title: "Freidoras para bancos de alimentos",
    });
    expect(body.content.default).toMatchObject({ title: "Fryers for Food Banks" });
  });

  it("content-authoring.page-blocks: a page's blocks are added, moved and removed", async () => {
    const { sent } = open(page);
    await screen.findByRole("heading", { name: "About" });
    const user = userEvent.setup();
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Block to add" }),
      "article_list",
    );
    await user.click(screen.getByRole("button", { name: "Add block" }));
    expect(screen.getByRole("group", { name: "Block 3: Article list" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Move Block 3: Article list up" }));
    await user.click(screen.getByRole("button", { name: "Remove Block 1: Hero" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Saved.");
    const body = sent.find((c) => c.method === "PUT")!.body as {
      content: { default: { body: { component: string }[] } };
    };
    expect(body.content.default.body.map((b) => b.component)).toEqual([
      "article_list",
      "content_cards",
    ]);
  });

  it("content-authoring.page-blocks: a card grid's cards and an FAQ's questions are added and filled in", async () => {
    const { sent } = open({
      ...page,
      content: {
        default: { _uid: "p1", component: "page", title: "About us", body: [] },
        es: null,
      },
    });
    await screen.findByRole("heading", { name: "About" });
    expect(screen.getByText("No blocks yet.")).toBeTruthy();
    const user = userEvent.setup();
    const kind = screen.getByRole("combobox", { name: "Block to add" });
    await user.selectOptions(kind, "card_grid");
    await user.click(screen.getByRole("button", { name: "Add block" }));
    await user.click(screen.getByRole("button", { name: "Add card" }));
    const card = screen.getByRole("group", { name: "Card 1" });
    await user.type(within(card).getByRole("textbox", { name: "Title" }), "Careers");
    await user.type(within(card).getByRole("textbox", { name: "Link" }), "/careers");
    await user.selectOptions(kind, "featured_products");
    await user.click(screen.getByRole("button", { name: "Add block" }));
    await user.type(screen.getByRole("textbox", { name: "Product SKUs" }), "SANDWICH-1, BISCUIT-2");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Saved.");
    const body = sent.find((c) => c.method === "PUT")!.body as {
      content: { default: { body: unknown[] } };
    };
    expect(body.content.default.body).toMatchObject([
      {
        component: "card_grid",
        cards: [{ component: "card", title: "Careers", link: { url: "/careers" } }],
      },
      { component: "featured_products", skus: ["SANDWICH-1", "BISCUIT-2"] },
    ]);
  });

  it("content-authoring.marketing-and-admins: crew see 'Not allowed' and the story is not fetched", async () => {
    signInStaff("crew");
    const sent = fakeApi({ [`GET ${BASE}/42`]: ok(article) });
    renderContent(<ContentEditorPage storyId={42} />, "/ops/content/42");
    expect(await screen.findByRole("heading", { name: "Not allowed" })).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
