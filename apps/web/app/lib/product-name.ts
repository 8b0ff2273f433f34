/**
 * `menu.product-display-name`: a product's name as shown: without its trailing " - …" suffix
 * (everything from the first " - " on: "Tender Tray - Large" reads "Tender Tray"). A name
 * that would be left empty (one that starts with the separator) is shown as it is.
 */
export function productDisplayName(name: string): string {
  const at = name.indexOf(" - ");
  if (at < 0) return name;
  const shown = name.slice(0, at).trimEnd();
  return shown === "" ? name : shown;
}
