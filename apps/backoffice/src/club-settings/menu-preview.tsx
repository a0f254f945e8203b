import { useId } from 'react';
import styles from './club-settings.module.css';
import type { MenuItemDraft } from './menu-draft';
import { MENU_PREVIEW, MENU_PREVIEW_NOTE, NEW_ITEM_TITLE, PRODUCT_LABELS } from './look-texts';

/** What an item leads to, as a visitor would read it from the menu. */
function destination(item: MenuItemDraft): string {
  switch (item.type) {
    case 'Page':
      return item.url ? `/pages/${item.url}` : '';
    case 'Product':
      return item.product_type ? PRODUCT_LABELS[item.product_type] : '';
    case 'External':
      return item.url;
    case 'Section':
      return '';
  }
}

/**
 * The menu as the site's header lists it, in the order being edited: each item with where it
 * leads, a section with its pages under it. Home comes first and Contact last on the site (the
 * footer lists the same), whatever the menu holds.
 */
export function MenuPreview({ items }: { items: readonly MenuItemDraft[] }) {
  const captionId = useId();
  return (
    <figure className={styles.preview} aria-labelledby={captionId}>
      <figcaption id={captionId}>{MENU_PREVIEW}</figcaption>
      <p className={styles.previewNote}>{MENU_PREVIEW_NOTE}</p>
      <ol className={styles.menuPreview} aria-labelledby={captionId}>
        {items.map((item) => {
          const to = destination(item);
          return (
            <li key={item.key}>
              <strong>{item.title.trim() || NEW_ITEM_TITLE}</strong>
              {to && <span className={styles.previewDestination}> — {to}</span>}
              {item.type === 'Section' && item.pages.length > 0 && (
                <ul>
                  {item.pages.map((page) => (
                    <li key={page.key}>
                      {page.title.trim() || NEW_ITEM_TITLE}
                      {page.url && (
                        <span className={styles.previewDestination}> — /pages/{page.url}</span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
