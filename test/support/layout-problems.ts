import type { Page } from 'playwright-core';

/**
 * What a small window must never do to the app's layout, measured on the
 * page as it is drawn (boxes of elements and of text ranges, never pixels),
 * so that a check fails when the CSS that prevents it is missing.
 */

/**
 * Controls whose label breaks inside a word or is cut off: in every visible
 * button, switch, checkbox label, filter label and call fact, each word must
 * lie on one line (the boxes of a Range over the word all on the same line),
 * and a button's text must fit in it.
 */
export async function brokenLabels(page: Page): Promise<string[]> {
  return page.locator('body').evaluate((body) => {
    const document = body.ownerDocument;
    const problems: string[] = [];
    // The call's facts too: "Outbound" or "Completed" must not break either, however narrow the call view.
    const controls = document.querySelectorAll('button, [role="switch"], label.checkbox, .filters label, .call-metadata dd, .call-metadata dt');
    for (const control of controls) {
      if (control.getClientRects().length === 0) continue;
      if (control.tagName === 'BUTTON' && control.scrollWidth > control.clientWidth + 1) problems.push(`cut off: ${control.textContent}`);
      // 4: NodeFilter.SHOW_TEXT.
      const walker = document.createTreeWalker(control, 4);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const word of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) problems.push(`“${word[0]}” broken over ${lines.size} lines in “${control.textContent?.trim()}”`);
        }
      }
    }
    return problems;
  });
}

/**
 * Where the status bar fails the window: wider than it, drawn past its
 * bottom, over the screen or the sidebar above it, a part sticking out of it
 * or two parts over one another. A status too long for one line must wrap.
 */
export async function statusBarProblems(page: Page): Promise<string[]> {
  return page.locator('body').evaluate((body) => {
    const document = body.ownerDocument;
    const window = document.defaultView!;
    const bar = document.querySelector('footer.status-bar');
    if (!bar) return ['no status bar'];
    const problems: string[] = [];
    const outer = bar.getBoundingClientRect();
    if (bar.scrollWidth > bar.clientWidth + 1) problems.push(`content wider than the bar: ${bar.scrollWidth} > ${bar.clientWidth}`);
    if (outer.right > window.innerWidth + 1 || outer.bottom > window.innerHeight + 1) problems.push(`outside the window: ${Math.round(outer.right)}×${Math.round(outer.bottom)}`);
    for (const above of document.querySelectorAll('main, .sidebar')) {
      const box = above.getBoundingClientRect();
      if (box.height > 0 && box.bottom > outer.top + 1) problems.push(`over the ${above.tagName.toLowerCase()}: its bottom ${Math.round(box.bottom)} below the bar's top ${Math.round(outer.top)}`);
    }
    // The parts as drawn: each element child and, inside the sync part, each of its own parts (its sentence and its buttons).
    const parts = [...bar.children]
      .flatMap((element) => (element.classList.contains('sync-status') ? [...element.children] : [element]))
      .map((element) => ({ text: element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName.toLowerCase(), box: element.getBoundingClientRect() }))
      .filter((part) => part.box.width > 0);
    for (const [index, part] of parts.entries()) {
      if (part.box.left < outer.left - 1 || part.box.right > outer.right + 1 || part.box.top < outer.top - 1 || part.box.bottom > outer.bottom + 1) problems.push(`sticks out: “${part.text}”`);
      for (const other of parts.slice(index + 1)) {
        const overlap = part.box.left < other.box.right - 1 && other.box.left < part.box.right - 1 && part.box.top < other.box.bottom - 1 && other.box.top < part.box.bottom - 1;
        if (overlap) problems.push(`overlap: “${part.text}” and “${other.text}”`);
      }
    }
    return problems;
  });
}
