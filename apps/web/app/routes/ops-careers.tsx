import { CareersPage } from "../features/ops/careers/careers-page.tsx";

/** /ops/careers: jobs (create, edit, CSV import) and applications (`?application=<id>` opens one). */
export default function Page() {
  return <CareersPage />;
}
