import { useId } from 'react';
import { useBackofficeT } from '../messages/backoffice-messages';
import styles from './club-settings.module.css';
import { productLabel } from './look-texts';
import type { MenuItemDraft } from './menu-draft';
import type { SettingsT } from './settings-texts';

/** What an item leads to, as a visitor would read it from the menu. */
function destination(t: SettingsT, item: MenuItemDraft): string {
  switch (item.type) {
    case 'Page':
      return item.url ? `/pages/${item.url}` : '';
    case 'Product':
      return item.product_type ? productLabel(t, item.product_type) : '';
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
  const t = useBackofficeT();
  const captionId = useId();
  return (
    <figure className={styles.preview} aria-labelledby={captionId}>
      <figcaption id={captionId}>{t('menu.preview')}</figcaption>
      <p className={styles.previewNote}>{t('menu.previewNote')}</p>
      <ol className={styles.menuPreview} aria-labelledby={captionId}>
        {items.map((item) => {
          const to = destination(t, item);
          return (
            <li key={item.key}>
              <strong>{item.title.trim() || t('menu.newItem')}</strong>
              {to && <span className={styles.previewDestination}> — {to}</span>}
              {item.type === 'Section' && item.pages.length > 0 && (
                <ul>
                  {item.pages.map((page) => (
                    <li key={page.key}>
                      {page.title.trim() || t('menu.newItem')}
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
