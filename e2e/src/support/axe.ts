import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

interface AxeCheck {
  /** Only this part of the page (a CSS selector), e.g. an open dialog. */
  include?: string;
  /** Only the rules of these tags (axe runs every rule otherwise, best practices included). */
  tags?: string[];
  /** Where the check was, in the failure message. */
  where?: string;
}

/**
 * axe finds no violation on the page (or the part of it named). axe still runs every rule on
 * every node; asking for violations only spares it building a selector and a report for each
 * passing node, which is most of a full report's time.
 */
export async function expectNoAxeViolations(page: Page, { include, tags, where }: AxeCheck = {}) {
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  if (tags) builder = builder.withTags(tags);
  const { violations } = await builder.analyze();
  expect(
    violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
    where,
  ).toEqual([]);
}
