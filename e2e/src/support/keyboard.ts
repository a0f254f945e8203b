import { expect, type Locator, type Page } from '@playwright/test';

/** More presses of Tab than any page of the product has stops before the one sought. */
const MOST_TABS = 200;

/**
 * Whether the control that has the focus shows it: an outline, or a ring drawn as a shadow
 * (WCAG 2.4.7). Read from the computed style, as the browser paints it after a real key press.
 */
async function focusShown(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing has the focus';
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    if (outline || ring) return null;
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}> "${name ?? ''}" has the focus without showing it`;
  });
}

/** The control that has the focus shows it. */
export async function expectFocusShown(page: Page) {
  expect(await focusShown(page)).toBeNull();
}

/**
 * Presses Tab until `target` has the focus: the keyboard's own way there, however many stops,
 * each stop showing its focus (no control on the way is reached unseen, none holds the focus).
 */
export async function tabTo(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < MOST_TABS; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectFocusShown(page);
      return;
    }
    await page.keyboard.press('Tab');
    await expectFocusShown(page);
  }
  await expect(target, `reached within ${MOST_TABS} presses of Tab`).toBeFocused();
}
