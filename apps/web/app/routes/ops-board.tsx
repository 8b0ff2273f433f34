import "../features/ops/board/board.css";
import "../features/ops/board/ticket.css";
import "../features/ops/board/strings.ts";

import { useMemo } from "react";
import { useParams } from "react-router";

import { boardFeed } from "../features/ops/board/board-feed.ts";
import {
  browserAudioContext,
  browserStorage,
  createBoardSound,
} from "../features/ops/board/board-sound.ts";
import { BoardView } from "../features/ops/board/board-view.tsx";
import { OpsHeading, StaffGate } from "../features/ops/shell/staff-gate.tsx";
import { worksAt } from "../features/ops/staff-session.ts";
import { fixedT } from "../lib/i18n.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { defaultLanguage } from "../lib/language.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/ops-board";

export function meta({ matches }: Route.MetaArgs) {
  const language = matches[0].loaderData?.language;
  return [
    ...pageMeta(language, { title: fixedT(language ?? defaultLanguage)("title", { ns: "board" }) }),
    { name: "robots", content: "noindex" },
  ];
}

/**
 * /ops/restaurants/{id}/board: the order board of one restaurant for crew, managers and admins
 * who work there (StaffGate: signed-out visitors go to /ops first; other roles are told why).
 */
export default function Page() {
  const { t } = useTranslation("board");
  const { id = "" } = useParams();
  const restaurantId = /^\d+$/.test(id) && Number(id) > 0 ? Number(id) : null;
  const feed = useMemo(() => (restaurantId ? boardFeed(restaurantId) : null), [restaurantId]);
  const sound = useMemo(
    () => createBoardSound({ createContext: browserAudioContext, storage: browserStorage() }),
    [],
  );
  return (
    <StaffGate roles={["crew", "manager", "admin"]} title={t("title")} refusal={t("not-allowed")}>
      {(staff) =>
        !restaurantId || !feed || !worksAt(staff, restaurantId) ? (
          <section className="ops-page">
            <OpsHeading view="refused">{t("title")}</OpsHeading>
            <p className="ops-notice">{restaurantId ? t("not-allowed") : t("no-restaurant")}</p>
          </section>
        ) : (
          <BoardView key={restaurantId} restaurantId={restaurantId} feed={feed} sound={sound} />
        )
      }
    </StaffGate>
  );
}
