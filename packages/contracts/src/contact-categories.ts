// The categories of a contact message and their labels, in a module of their own without
// schemas, so the site's report form and the inbox do not carry the schema library.

/** The categories a contact message may carry, with the label the inbox shows. */
export const CONTACT_CATEGORY_LABELS = { accessibility: 'Accessibility' } as const;
export type ContactCategory = keyof typeof CONTACT_CATEGORY_LABELS;

/** The kinds of accessibility problem a visitor may report, with their labels. */
export const ACCESSIBILITY_TOPICS = {
  page_content: 'A page or its content',
  form_feature: 'A form or a feature',
  keyboard_focus: 'Using the keyboard or seeing the focus',
  screen_reader: 'A screen reader, zoom or another assistive technology',
  other: 'Something else',
} as const;
export type AccessibilityTopic = keyof typeof ACCESSIBILITY_TOPICS;

/** How the inbox names a message's category: "Accessibility: A form or a feature". */
export function contactCategoryLabel(
  category: string | null | undefined,
  detail: string | null | undefined,
): string | null {
  if (!category) return null;
  const name = CONTACT_CATEGORY_LABELS[category as ContactCategory] ?? category;
  const topic = detail ? (ACCESSIBILITY_TOPICS[detail as AccessibilityTopic] ?? detail) : null;
  return topic ? `${name}: ${topic}` : name;
}
