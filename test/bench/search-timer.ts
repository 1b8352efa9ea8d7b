import type { Page } from 'playwright-core';

/** How long a search took, in ms from the input event: to the first matching rows, and to the total "N calls match". */
export interface SearchTiming {
  rows: number;
  count: number;
}

/**
 * Types a phrase into the Calls screen's Search and times it inside the page
 * (see SearchTiming); then clears the search and waits for the table's own
 * total ("N calls", filtered or not), so the next search starts from it.
 */
export async function timeSearch(page: Page, phrase: string): Promise<SearchTiming> {
  const box = page.getByRole('searchbox', { name: 'Search' });
  await page.evaluate(INSTALL_SEARCH_TIMER);
  await box.fill(phrase);
  const timing = (await page.evaluate('window.searchTiming')) as SearchTiming;
  await box.fill('');
  await page.getByText(/^[\d,]+ calls$/).waitFor({ timeout: 60_000 });
  return timing;
}

/** Runs in the page (kept as source: the benches are compiled without the DOM's types). */
const INSTALL_SEARCH_TIMER = `(() => {
  window.searchTiming = new Promise((resolve, reject) => {
    const input = document.getElementById('calls-search');
    if (!input) return reject(new Error('no search box'));
    let start = 0;
    let rows = 0;
    let count = 0;
    const counted = () => /^([\\d,]+ calls match|1 call matches)$/.test((document.querySelector('.screen-total')?.textContent || '').trim()) || document.body.textContent.includes('No call matches');
    input.addEventListener('input', () => (start = performance.now()), { once: true, capture: true });
    const observer = new MutationObserver(() => {
      if (start === 0) return;
      const now = performance.now();
      if (rows === 0 && (document.querySelector('.calls-body mark') !== null || document.body.textContent.includes('No call matches'))) rows = now - start;
      if (count === 0 && counted()) count = now - start;
      if (rows === 0 || count === 0) return;
      observer.disconnect();
      resolve({ rows, count });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    setTimeout(() => {
      observer.disconnect();
      reject(new Error('no search results within 60 s'));
    }, 60000);
  });
})()`;
