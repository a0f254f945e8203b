import type { Page } from '@playwright/test';

export interface HeaderLayout {
  /** The header's links and buttons a visitor can see, in document order. */
  shown: string[];
  /** Shown controls that overlap, or a header that takes more than one row. */
  problems: string[];
}

/**
 * What the page's header shows: its links and buttons with a box, less those hidden from
 * everyone and those an ancestor clips out of view (the bar's entries waiting for 'More...').
 */
export function headerLayout(page: Page): Promise<HeaderLayout> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) return { shown: [], problems: ['no header'] };
    const clipped = (element: Element, rect: DOMRect) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflow === 'visible') continue;
        const box = parent.getBoundingClientRect();
        const width = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
        const height = Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top);
        if (width <= 1 || height <= 1) return true;
      }
      return false;
    };
    const boxes = [...header.querySelectorAll<HTMLElement>('a, button')]
      .filter((element) => !element.closest('[aria-hidden="true"], [hidden]'))
      .map((element) => ({
        name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
        rect: element.getBoundingClientRect(),
        element,
      }))
      .filter(({ rect, element }) => rect.width > 0 && rect.height > 0 && !clipped(element, rect));
    const problems: string[] = [];
    boxes.forEach((a, index) => {
      for (const b of boxes.slice(index + 1)) {
        const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const height = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (width > 1 && height > 1) problems.push(`'${a.name}' overlaps '${b.name}'`);
      }
    });
    const centres = boxes.map(({ rect }) => rect.top + rect.height / 2);
    if (Math.max(...centres) - Math.min(...centres) > 20) {
      problems.push(
        `the header has more than one row (${header.getBoundingClientRect().height}px)`,
      );
    }
    return { shown: boxes.map(({ name }) => name), problems };
  });
}
