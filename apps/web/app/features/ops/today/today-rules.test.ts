import { describe, expect, it } from "vitest";

import { LATE_GRACE_MINUTES as contractGrace } from "@coop/contract/ops-reports";

import { csvRequest, fetchTodayCsv, fileNameOf } from "./today-csv.ts";
import { barPercent, hourText, LATE_GRACE_MINUTES, reportDateText } from "./today-rules.ts";

describe("the day's report", () => {
  it("store-controls.today-bars: a share of the busiest hour in whole percent, at least 2% when there are orders", () => {
    expect(barPercent(10, 10)).toBe(100);
    expect(barPercent(1, 3)).toBe(33);
    expect(barPercent(1, 200)).toBe(2);
    expect(barPercent(0, 10)).toBe(0);
    expect(barPercent(0, 0)).toBe(0);
    expect(LATE_GRACE_MINUTES).toBe(contractGrace);
  });

  it("store-controls.today-bars: hours and the date in the page's language", () => {
    expect(hourText(0, "en-US")).toBe("12:00 AM");
    expect(hourText(17, "es")).toBe("17:00");
    expect(reportDateText("2026-11-24", "en-US")).toBe("Tuesday, November 24, 2026");
    expect(reportDateText("2026-11-24", "es")).toBe("martes, 24 de noviembre de 2026");
    expect(reportDateText("soon", "en-US")).toBe("soon");
  });

  it("store-controls.today-csv: the request names the date and sends the staff token as a Bearer", () => {
    const { url, init } = csvRequest(7, "2026-11-24", "tok");
    expect(url).toBe("/api/ops/restaurants/7/today.csv?date=2026-11-24");
    const headers = new Headers(init.headers);
    expect(headers.get("authorization")).toBe("Bearer tok");
    expect(headers.get("accept")).toBe("text/csv");
    expect(init.method).toBe("GET");
  });

  it("store-controls.today-csv: the file name comes from Content-Disposition (filename* first), never a path", () => {
    expect(fileNameOf('attachment; filename="today-2026-11-24.csv"', "x.csv")).toBe(
      "today-2026-11-24.csv",
    );
    expect(
      fileNameOf(
        "attachment; filename=\"a.csv\"; filename*=UTF-8''ca%C3%B1on-2026-11-24.csv",
        "x.csv",
      ),
    ).toBe("cañon-2026-11-24.csv");
    expect(fileNameOf("attachment; filename=../../etc/passwd", "x.csv")).toBe("passwd");
    expect(fileNameOf("attachment", "x.csv")).toBe("x.csv");
    expect(fileNameOf(null, "x.csv")).toBe("x.csv");
  });

  it("store-controls.today-csv: a refusal comes back in words; no answer is a connection issue", async () => {
    const refused = await fetchTodayCsv(7, "2026-11-24", "tok", async () =>
      Response.json({ message: "Managers only.", requestId: "r" }, { status: 403 }),
    );
    expect(refused).toEqual({ ok: false, status: 403, errors: ["Managers only."] });
    const down = await fetchTodayCsv(7, "2026-11-24", "tok", async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(down).toMatchObject({ ok: false, status: 0 });
    const file = await fetchTodayCsv(
      7,
      "2026-11-24",
      "tok",
      async () =>
        new Response("hour,orders\n11,3\n", {
          headers: {
            "content-type": "text/csv",
            "content-disposition": 'attachment; filename="r.csv"',
          },
        }),
    );
    expect(file.ok && file.fileName).toBe("r.csv");
    expect(file.ok && (await file.blob.text())).toBe("hour,orders\n11,3\n");
  });
});
