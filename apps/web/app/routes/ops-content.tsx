import { ContentListPage } from "../features/ops/content/content-list-page.tsx";

/** /ops/content: the site's stories for marketing and admins (search, filters, new). */
export default function Page() {
  return <ContentListPage />;
}
