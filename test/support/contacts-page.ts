import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** The Contacts screen as the browser tests drive it: a row by the contact's name, a contact opened, the search cleared. */

/** A row of the contacts table, by the contact's name (its checkbox is labelled with it). */
export function rowOf(page: Page, name: string): Locator {
  return page
    .getByRole('grid', { name: 'Contacts' })
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: `Select ${name}`, exact: true }) });
}

/** Searches a contact by name and opens its row (unless it is open already); the view's heading takes the focus. */
export async function openContact(page: Page, name: string): Promise<Locator> {
  const open = page.getByRole('region', { name, exact: true });
  if ((await open.count()) === 1) return open;
  await page.keyboard.press('/');
  const box = page.getByRole('searchbox', { name: 'Search' });
  await expect.poll(() => box.and(page.locator(':focus')).count()).toBe(1);
  await box.fill(name);
  await expect.poll(() => rowOf(page, name).count()).toBe(1);
  // The name's cell: the checkbox's cell would select the row rather than open it.
  await rowOf(page, name).getByRole('gridcell').nth(1).click();
  const view = page.getByRole('region', { name, exact: true });
  await view.getByRole('heading', { name }).and(page.locator(':focus')).waitFor();
  return view;
}

export async function clearSearch(page: Page): Promise<void> {
  await page.keyboard.press('/');
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await page.getByText(/^\d+ contacts$/).waitFor();
}
