import { CanvasEditorPage } from "../features/ops/engagement/canvas-editor.tsx";
import type { Route } from "./+types/ops-engagement-canvas";

/** /ops/engagement/canvases/{id}: one canvas's editor (`new`: a new canvas). */
export default function Page({ params }: Route.ComponentProps) {
  return <CanvasEditorPage key={params.id} canvasId={params.id} />;
}
