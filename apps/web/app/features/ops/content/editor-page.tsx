import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";

import type { OpsStory } from "@coop/contract/ops-content";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { failureText } from "../controls/manager-page.tsx";
import { opsPaths } from "../ops-paths.ts";
import { opsApi } from "../staff-session.ts";
import { ContentFrame } from "./content-frame.tsx";
import { StoryEditor } from "./story-editor.tsx";

/**
 * /ops/content/{id}: loads the story, then its editor. A story another author saved meanwhile
 * is loaded again on the author's word (`content-authoring.save-lock`).
 */
export function ContentEditorPage({ storyId }: { storyId: number }) {
  const { t } = useTranslation("opsContent");
  const [title, setTitle] = useState<string | null>(null);
  return (
    <ContentFrame title={title ?? t("editor.title")}>
      {() => <EditorLoader storyId={storyId} onName={setTitle} />}
    </ContentFrame>
  );
}

function EditorLoader({ storyId, onName }: { storyId: number; onName: (name: string) => void }) {
  const { t } = useTranslation("opsContent");
  const [story, setStory] = useState<OpsStory | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  const load = useCallback(async () => {
    setError(null);
    const result = await opsApi.call("opsContentGet", { params: { id: storyId } });
    if (!result.ok) return setError(failureText(result.errors));
    setStory(result.data.data);
    setGeneration((g) => g + 1);
  }, [storyId]);

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (story) onName(story.name);
  }, [story, onName]);

  if (error) {
    return (
      <div role="alert" className="ops-error-box">
        <p>{t("common.loadError", { message: error })}</p>
        <button type="button" className="oc-button" onClick={() => void load()}>
          {t("common.retry")}
        </button>
        <p>
          <Link to={opsPaths.content}>{t("editor.backToList")}</Link>
        </p>
      </div>
    );
  }
  if (!story) {
    return (
      <p className="oc-status" role="status">
        {t("common.loading")}
      </p>
    );
  }
  return <StoryEditor key={generation} loaded={story} onReload={() => void load()} />;
}
