import type { Page } from '@playwright/test';
import { stockedLines } from '../support/catalogue';
import { signInWithStorage } from '../support/shoppers';
import { expect, test } from '../support/test';

/**
 * What is wrong with how the focused control is shown, if anything: outside the screen, partly covered by
 * something on top of it (the sticky header, the fixed bottom bar, the chat button), or without a focus
 * ring of at least 2 px. The ring may be drawn by the control itself, by the label that wraps a hidden
 * radio button, or by a card's ::after; that element is the one that must be in sight.
 */
function focusProblems(page: Page): Promise<{ label: string; problems: string[] } | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    let shown: Element = focused;
    let ring = 0;
    for (
      let node: Element | null = focused, depth = 0;
      node && depth < 4;
      node = node.parentElement, depth++
    ) {
      for (const pseudo of [null, '::after']) {
        const style = getComputedStyle(node, pseudo);
        const width = style.outlineStyle === 'none' ? 0 : Number.parseFloat(style.outlineWidth);
        if (width > ring) {
          ring = width;
          shown = node;
        }
      }
    }
    const rect = shown.getBoundingClientRect();
    const problems: string[] = [];
    if (ring < 2) problems.push('no visible focus ring');
    if (rect.top < 0 || rect.bottom > window.innerHeight || rect.left < 0 || rect.right > window.innerWidth) {
      problems.push(`outside the screen (${Math.round(rect.top)}..${Math.round(rect.bottom)})`);
    } else {
      // The middle and four points halfway to the corners: inside a round button's circle too.
      const points: [number, number][] = [0.5, 0.25, 0.75].flatMap((fx) =>
        [0.5, 0.25, 0.75].map((fy): [number, number] => [
          rect.left + rect.width * fx,
          rect.top + rect.height * fy,
        ]),
      );
      for (const [x, y] of points) {
        const hit = document.elementFromPoint(x, y);
        if (hit && !shown.contains(hit) && !hit.contains(shown)) {
          const cover = hit.closest('header, nav, footer, [role="dialog"], a, button') ?? hit;
          problems.push(
            `covered at (${Math.round(x)}, ${Math.round(y)}) by <${cover.tagName.toLowerCase()}>`,
          );
          break;
        }
      }
    }
    const name =
      focused.getAttribute('aria-label') ||
      (focused.id && document.querySelector(`label[for="${focused.id}"]`)?.textContent) ||
      focused.textContent?.trim().slice(0, 40) ||
      focused.getAttribute('href') ||
      '';
    return { label: `${focused.tagName.toLowerCase()} "${name}"`, problems };
  });
}

/** Tabs (or Shift+Tabs) through the page and lists each focused control that is not fully shown. */
async function tabThrough(page: Page, key: 'Tab' | 'Shift+Tab', steps: number): Promise<string[]> {
  const found: string[] = [];
  for (let i = 0; i < steps; i++) {
    await page.keyboard.press(key);
    const focus = await focusProblems(page);
    if (focus && focus.problems.length > 0) found.push(`${focus.label}: ${focus.problems.join(', ')}`);
  }
  return found;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Tabbing through the checkout keeps every focused control in sight, with its focus ring', async ({
      page,
      request,
    }) => {
      const { token } = await signInWithStorage(page, request);
      const [line] = (await stockedLines(request)).slice(-1);
      if (!line) throw new Error('The seeded catalogue has no stocked product');
      const item = { itemId: line.product._id, colorName: line.colorName, size: line.size, quantity: 1 };
      expect((await request.post('/api/cart/add', { headers: { token }, data: item })).ok()).toBe(true);
      await page.goto('/checkout');
      await expect(page.getByRole('button', { name: 'Apply' })).toBeVisible();

      // Down the whole page (the form, the discount code, the bill, the footer), then back up again.
      const down = await tabThrough(page, 'Tab', 60);
      const up = await tabThrough(page, 'Shift+Tab', 60);
      expect([...down, ...up]).toEqual([]);
    });
  });
}
