import { expect, type Locator, type Page } from '@playwright/test';

/** More presses of Tab than any page of the product has stops before the one sought. */
const MOST_TABS = 200;

/**
 * Whether the control that has the focus shows it: an outline or a ring drawn as a shadow on
 * the control, or an outline on a frame close around it drawn while the focus is within (a
 * rich-text editor's frame) (WCAG 2.4.7). Read from the computed style, as the browser paints it after a
 * real key press.
 */
async function focusShown(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing has the focus';
    const outlined = (at: Element) => {
      const style = getComputedStyle(at);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    };
    if (outlined(element) || getComputedStyle(element).boxShadow !== 'none') return null;
    // A frame's outline only: a shadow around a dialog or a card is not a focus ring.
    let frame: Element | null = element.parentElement;
    for (let level = 0; frame && level < 3; level += 1, frame = frame.parentElement) {
      if (frame.matches(':focus-within') && outlined(frame)) return null;
    }
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40);
    const role = element.getAttribute('role');
    const tag = `<${element.tagName.toLowerCase()}${role ? ` role="${role}"` : ''}>`;
    return `${tag} "${name ?? ''}" has the focus without showing it`;
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

/**
 * Checks `radio` the keyboard's way: Tab into its group (the focus lands on the group's checked
 * radio, or its first), then the arrow keys move the choice until it is the one sought.
 */
export async function chooseByArrows(page: Page, radio: Locator) {
  await expect(radio).toBeVisible();
  const group = await radio.getAttribute('name');
  const inGroup = () =>
    page.evaluate((name) => {
      const element = document.activeElement;
      return (
        element instanceof HTMLInputElement && element.type === 'radio' && element.name === name
      );
    }, group);
  for (let presses = 0; presses < MOST_TABS && !(await inGroup()); presses += 1) {
    await page.keyboard.press('Tab');
    await expectFocusShown(page);
  }
  expect(await inGroup(), `the radio group reached within ${MOST_TABS} presses of Tab`).toBe(true);
  const radios = await page.locator(`input[type="radio"][name="${group}"]`).count();
  for (let presses = 0; presses < radios && !(await radio.isChecked()); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(radio).toBeChecked();
  await expect(radio).toBeFocused();
}
