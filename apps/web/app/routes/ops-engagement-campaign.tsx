import { CampaignEditorPage } from "../features/ops/engagement/campaign-editor.tsx";
import type { Route } from "./+types/ops-engagement-campaign";

/** /ops/engagement/campaigns/{id}: one campaign's editor (`new`: a new campaign). */
export default function Page({ params }: Route.ComponentProps) {
  return <CampaignEditorPage key={params.id} campaignId={params.id} />;
}
