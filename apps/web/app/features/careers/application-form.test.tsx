// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { fakeApi } from "../../lib/test-support/fake-api.ts";
import type { JobDetail } from "./careers-types.ts";
import { JobDetailView } from "./job-detail.tsx";

const job: JobDetail = {
  id: 7,
  title: "Line Cook",
  position: { slug: "cook", name: "Cook", description: "Cooks keep the fryers going." },
  employment_type: "part_time",
  pay_min_cents: 1300,
  pay_max_cents: 1600,
  location: {
    franchise_id: "107",
    name: "Uptown Charlotte",
    street_address: "200 N Tryon St",
    city: "Charlotte",
    state: "NC",
    zip: "28202",
    latitude: 35.2271,
    longitude: -80.8431,
  },
  distance_miles: null,
  posted_at: "2026-11-20T10:00:00Z",
  description: "Fry chicken and bake biscuits.",
  status: "open",
};

/** A stand-in for XMLHttpRequest: records each request and answers when the test says. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
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
});

function show(detail: JobDetail = job) {
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  const Stub = createRoutesStub([
    { path: "/careers/jobs/:id", Component: () => <JobDetailView job={detail} /> },
  ]);
  render(<Stub initialEntries={[`/careers/jobs/${detail.id}`]} />);
  return userEvent.setup({ applyAccept: false });
}

const pdf = (bytes: number) =>
  new File([new Uint8Array(bytes)], "resume.pdf", { type: "application/pdf" });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First name"), "Ada");
  await user.type(screen.getByLabelText("Last name"), "Lovelace");
  await user.type(screen.getByLabelText("Email"), "ada@coop.example");
  await user.type(screen.getByLabelText("Phone"), "7045550142");
  await user.click(screen.getByLabelText("I am 16 or older"));
}

describe("the application form", () => {
  it("careers-web.application-checks: an empty form names each missing field, moves focus to the first and sends nothing", async () => {
    const sent = fakeApi({});
    const user = show();
    await user.click(screen.getByRole("button", { name: "Send my application" }));
    expect(await screen.findByText("First name: enter your first name.")).toBeTruthy();
    expect(screen.getByText("Phone: enter a 10-digit phone number.")).toBeTruthy();
    expect(
      screen.getByText("Availability: tick at least one day and time you can work."),
    ).toBeTruthy();
    expect(screen.getByText("Age: you must be 16 or older to apply.")).toBeTruthy();
    const first = screen.getByLabelText("First name");
    expect(first.getAttribute("aria-invalid")).toBe("true");
    expect(first.getAttribute("aria-describedby")).toContain("first_name-error");
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(sent).toEqual([]);
    expect(FakeXhr.sent).toEqual([]);
  });

  it("careers-web.application-checks: the phone is typed through the ###-###-#### mask", async () => {
    fakeApi({});
    const user = show();
    const phone = screen.getByLabelText<HTMLInputElement>("Phone");
    await user.type(phone, "1 (704) 555-0142 ext");
    expect(phone.value).toBe("704-555-0142");
  });

  it("careers-web.resume-checks: a file of another type or over 5 MB is refused before sending, naming the limit", async () => {
    fakeApi({});
    const user = show();
    const input = screen.getByLabelText("Resume (optional)");
    await user.upload(input, new File(["x"], "me.png", { type: "image/png" }));
    expect(
      screen.getByText("Resume: choose a PDF or Word file (.pdf, .doc or .docx)."),
    ).toBeTruthy();
    await user.upload(input, pdf(5 * 1024 * 1024 + 1));
    expect(
      screen.getByText("Resume: this file is larger than 5 MB. Choose a smaller file."),
    ).toBeTruthy();
    expect(FakeXhr.sent).toEqual([]);
  });

  it("careers-web.availability-grid: arrow keys move between the boxes of the grid and Space ticks one", async () => {
    fakeApi({});
    const user = show();
    const mondayMorning = screen.getByRole("checkbox", { name: "Monday Morning" });
    expect(mondayMorning.tabIndex).toBe(0);
    expect(screen.getByRole("checkbox", { name: "Tuesday Evening" }).tabIndex).toBe(-1);
    mondayMorning.focus();
    await user.keyboard("{ArrowDown}{ArrowRight}{ArrowRight}");
    const tuesdayEvening = screen.getByRole("checkbox", { name: "Tuesday Evening" });
    expect(document.activeElement).toBe(tuesdayEvening);
    expect(tuesdayEvening.tabIndex).toBe(0);
    await user.keyboard(" ");
    expect((tuesdayEvening as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("group", { name: "When can you work?" })).toBeTruthy();
  });

  it("careers-web.resume-checks: the resume is uploaded first with its progress, then the application names it; the confirmation takes focus", async () => {
    const sent = fakeApi({
      "POST /api/jobs/7/applications": {
        status: 201,
        body: { status: "received", id: "app_1", reference: "CAR-7Q2X" },
      },
    });
    const user = show();
    await fillRequired(user);
    await user.click(screen.getByRole("checkbox", { name: "Monday Morning" }));
    await user.click(screen.getByRole("checkbox", { name: "Saturday Overnight" }));
    await user.type(screen.getByLabelText("Experience (optional)"), "Two years");
    expect(screen.getByText("9 of 4000 characters")).toBeTruthy();
    await user.upload(screen.getByLabelText("Resume (optional)"), pdf(1000));
    await user.click(screen.getByRole("button", { name: "Send my application" }));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/api/careers/resumes?name=resume.pdf");
    expect(xhr.headers["content-type"]).toBe("application/pdf");
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 500, total: 1000 }));
    expect(screen.getByText("Uploading your resume: 50%")).toBeTruthy();
    act(() =>
      xhr.respond(201, {
        resume_id: "6f1c2d0e-0000-4000-8000-000000000001",
        name: "resume.pdf",
        bytes: 1000,
      }),
    );

    const heading = await screen.findByRole("heading", {
      name: "Thank you, Ada! Your application was sent.",
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByTestId("application-reference").textContent).toBe("CAR-7Q2X");
    const apply = sent.find((c) => c.path === "/api/jobs/7/applications");
    expect(apply?.body).toEqual({
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@coop.example",
      phone: "704-555-0142",
      availability: { mon: ["morning"], sat: ["overnight"] },
      experience: "Two years",
      over_16: true,
      language: "en",
      resume_id: "6f1c2d0e-0000-4000-8000-000000000001",
    });
  });

  it("careers-web.application-checks: the server's refusal shows at the field it names; resending does not upload the resume again", async () => {
    let answers = 0;
    fakeApi({
      "POST /api/jobs/7/applications": () =>
        ++answers === 1
          ? {
              status: 400,
              body: {
                message: "The request has invalid fields.",
                errors: [{ path: "email", message: "email must be an email address" }],
              },
            }
          : { status: 201, body: { status: "received", id: "app_2", reference: "CAR-9K" } },
    });
    const user = show();
    await fillRequired(user);
    await user.click(screen.getByRole("checkbox", { name: "Monday Morning" }));
    await user.upload(screen.getByLabelText("Resume (optional)"), pdf(10));
    await user.click(screen.getByRole("button", { name: "Send my application" }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() =>
      FakeXhr.sent[0]!.respond(201, {
        resume_id: "6f1c2d0e-0000-4000-8000-000000000002",
        name: "resume.pdf",
        bytes: 10,
      }),
    );
    const message = await screen.findByText("email must be an email address");
    const email = screen.getByLabelText("Email");
    expect(email.getAttribute("aria-describedby")).toContain(message.id);
    await waitFor(() => expect(document.activeElement).toBe(email));

    await user.click(screen.getByRole("button", { name: "Send my application" }));
    await screen.findByRole("heading", { name: "Thank you, Ada! Your application was sent." });
    expect(FakeXhr.sent).toHaveLength(1);
  });
});

describe("the job page", () => {
  it("careers-web.job-page: an open job shows its restaurant, type and pay, then the form", () => {
    fakeApi({});
    show();
    expect(screen.getByRole("heading", { level: 1, name: "Line Cook" })).toBeTruthy();
    expect(screen.getByText("200 N Tryon St, Charlotte, NC 28202")).toBeTruthy();
    expect(screen.getByText("Part time")).toBeTruthy();
    expect(screen.getByText("$13.00–$16.00 an hour")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Apply for this job" })).toBeTruthy();
  });

  it("careers-web.job-page: a closed job says it is closed and has no form", () => {
    fakeApi({});
    show({ ...job, status: "closed" });
    expect(screen.getByText("This job is closed: it no longer takes applications.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send my application" })).toBeNull();
    expect(screen.getByRole("link", { name: "See open Cook jobs" }).getAttribute("href")).toBe(
      "/careers?position=cook",
    );
  });
});
