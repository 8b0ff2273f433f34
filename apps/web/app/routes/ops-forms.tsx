import { FormsPage } from "../features/ops/forms/forms-page.tsx";

/** /ops/forms: the form submissions (filters, detail, handled, CSV export). */
export default function Page() {
  return <FormsPage />;
}
