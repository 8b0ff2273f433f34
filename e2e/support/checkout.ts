import type { Page } from "playwright-core";

/** A guest's contact details typed into the checkout, as a person types them. */
export async function fillGuestContact(
  page: Page,
  guest: { first: string; last: string; email: string; phone: string },
): Promise<void> {
  await page.getByLabel("First name").fill(guest.first);
  await page.getByLabel("Last name").fill(guest.last);
  await page.getByLabel("Email").fill(guest.email);
  await page.getByLabel("Phone", { exact: true }).pressSequentially(guest.phone);
}

/** The test processor's card that is always approved, typed into the checkout's card fields. */
export async function fillTestCard(page: Page, zip: string): Promise<void> {
  await page.getByLabel("Card number").pressSequentially("4111111111111111");
  await page.getByLabel("Expiration date").pressSequentially("1230");
  await page.getByLabel("Security code (CVV)").fill("123");
  await page.getByLabel("Billing ZIP code").fill(zip);
}
