import type { ContentAsset } from "@coop/contract/content";

/**
 * `content-page.image`: the source of an image field when it is one the page may load (an http(s)
 * URL or a path of this site); anything else (data:, javascript:, a protocol-relative oddity)
 * is no image at all.
 */
export function imageSource(asset: ContentAsset | null | undefined): string | null {
  const src = typeof asset?.filename === "string" ? asset.filename.trim() : "";
  if (src === "") return null;
  if (src.startsWith("/")) return src.startsWith("//") || src.startsWith("/\\") ? null : src;
  return /^https?:\/\/[^/\\]/i.test(src) ? src : null;
}

/** The image's size when its URL says it (`…/1200x800/…`, the vendor's asset URLs). */
export function imageSize(src: string): { width: number; height: number } | null {
  const match = /\/(\d{1,5})x(\d{1,5})\//.exec(src);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/**
 * An image of the content: its alternative text from the asset in this language (none means
 * decorative: `alt=""`), its size when known (the CSS of each place also reserves its box, so
 * nothing shifts while it loads), lazy unless it is at the top of the page.
 */
export function ContentImage({
  asset,
  className,
  priority = false,
}: {
  asset: ContentAsset | null | undefined;
  className?: string;
  /** The page's first image (a hero): loaded at once and first. */
  priority?: boolean;
}) {
  const src = imageSource(asset);
  if (!src) return null;
  const size = imageSize(src);
  return (
    <img
      className={className}
      src={src}
      alt={asset?.alt?.trim() ?? ""}
      width={size?.width}
      height={size?.height}
      loading={priority ? undefined : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
