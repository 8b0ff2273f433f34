import { CampaignAnalytics } from "../features/ops/engagement/analytics.tsx";
import { CampaignEditorPage } from "../features/ops/engagement/campaign-editor.tsx";
import type { Route } from "./+types/ops-engagement-campaign";

/** /ops/engagement/campaigns/{id}: one campaign's editor (`new`: a new campaign) and its analytics. */
export default function Page({ params }: Route.ComponentProps) {
  return (
    <CampaignEditorPage
      key={params.id}
      campaignId={params.id}
      extra={(campaign) => <CampaignAnalytics campaignId={campaign.id} />}
    />
  );
}
