import {
  MENU_TITLE_MAX_LENGTH,
  type ClubMenu,
  type MenuItemType,
  type MenuProductType,
} from '@touchline/contracts';
import { useFieldMessage } from '@touchline/i18n';
import { useNotify } from '@touchline/notifications';
import { useServerRead } from '@touchline/store/server-data';
import { Button, FormField, SkeletonLines, useUnsavedChangesGuard } from '@touchline/ui';
import type { MenuItemErrors } from '@touchline/validators';
import { useMemo, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useClubSettingsCalls } from '../api/use-club-settings-calls';
import { useBackofficeT } from '../messages/backoffice-messages';
import styles from './club-settings.module.css';
import card from './settings-card.module.css';
import { clubMenuRead, NO_ARGS } from './club-settings-reads';
import { MENU_PRODUCTS, MENU_TYPES, menuTypeLabel, productLabel } from './look-texts';
import { MenuPreview } from './menu-preview';
import {
  draftErrors,
  draftsOf,
  emptyItem,
  emptyPage,
  menuBody,
  moved,
  type MenuItemDraft,
  type PageDraft,
} from './menu-draft';

/** The club's menu: items in order, each a page, product, section of pages or outside link. */
export function MenuSection({ onSaved }: { onSaved: () => void }) {
  const t = useBackofficeT();
  const { read, replace } = useServerRead(clubMenuRead, NO_ARGS, {
    notifyFailure: true,
    failureText: t('menu.loadFailed'),
  });
  // The form starts from the menu as it is now: a kept answer shows as loading until it is read
  // afresh.
  const loaded = read.state === 'loaded' && read.refreshing ? { state: 'loading' as const } : read;
  return (
    <section className={styles.form} aria-labelledby="menu-title">
      <h2 id="menu-title">{t('menu.title')}</h2>
      {loaded.state === 'loading' && <SkeletonLines count={4} label={t('settings.loading')} />}
      {loaded.state === 'failed' && <p>{t('menu.loadFailed')}</p>}
      {loaded.state === 'loaded' && (
        <MenuForm
          menu={loaded.value}
          onSaved={(menu) => {
            replace(menu);
            onSaved();
          }}
        />
      )}
    </section>
  );
}

/** The menu's items as edited, from the menu as loaded or saved last. */
function MenuForm({ menu, onSaved }: { menu: ClubMenu; onSaved: (menu: ClubMenu) => void }) {
  const t = useBackofficeT();
  const calls = useClubSettingsCalls();
  const notify = useNotify();
  const [items, setItems] = useState<MenuItemDraft[]>(() => draftsOf(menu));
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  // The menu as loaded or saved last: leaving with a different one asks first.
  const savedBody = useMemo(() => JSON.stringify(menuBody(draftsOf(menu))), [menu]);
  const guard = useUnsavedChangesGuard(!saving && JSON.stringify(menuBody(items)) !== savedBody);

  const errors = tried ? draftErrors(items) : new Map<number, MenuItemErrors>();

  const update = (key: number, change: Partial<MenuItemDraft>) =>
    setItems((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );

  /**
   * Moves an item one place (the first item's Move up and the last one's Move down are
   * `aria-disabled`, which the Button ignores presses of). The row is moved in the document,
   * which takes the focus from its button; it is given back once React has rendered the move.
   */
  const move = (index: number, to: number, buttonId: string) => {
    flushSync(() => setItems((current) => moved(current, index, to)));
    document.getElementById(buttonId)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (draftErrors(items).size > 0) return;
    setSaving(true);
    try {
      const saved = await calls.saveClubMenu(menuBody(items));
      setItems(draftsOf(saved));
      setTried(false);
      notify.success(t('menu.saved'));
      onSaved(saved);
    } catch (error) {
      notify.apiError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {items.length === 0 && <p>{t('menu.empty')}</p>}
      <ol className={styles.menuItems}>
        {items.map((item, index) => (
          <li key={item.key} className={styles.menuItem}>
            <MenuItemEditor
              item={item}
              number={index + 1}
              errors={errors.get(item.key)}
              onChange={(change) => update(item.key, change)}
            />
            <div className={styles.itemActions}>
              <Button
                variant="secondary"
                id={`menu-${item.key}-up`}
                aria-label={t('menu.moveUpLabel', { title: item.title })}
                aria-disabled={index === 0 || undefined}
                onClick={() => move(index, index - 1, `menu-${item.key}-up`)}
              >
                {t('menu.moveUp')}
              </Button>
              <Button
                variant="secondary"
                id={`menu-${item.key}-down`}
                aria-label={t('menu.moveDownLabel', { title: item.title })}
                aria-disabled={index === items.length - 1 || undefined}
                onClick={() => move(index, index + 1, `menu-${item.key}-down`)}
              >
                {t('menu.moveDown')}
              </Button>
              <Button
                variant="secondary"
                aria-label={t('menu.removeLabel', { title: item.title })}
                onClick={() =>
                  setItems((current) => current.filter((other) => other.key !== item.key))
                }
              >
                {t('menu.remove')}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => setItems((current) => [...current, emptyItem(t('menu.newItem'))])}
        >
          {t('menu.addItem')}
        </Button>
      </div>
      <MenuPreview items={items} />
      {errors.size > 0 && (
        <p className={styles.formError} role="alert">
          {t('menu.hasErrors')}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={saving}>
          {t('menu.save')}
        </Button>
        {guard.dialog}
      </div>
    </form>
  );
}

interface MenuItemEditorProps {
  item: MenuItemDraft;
  number: number;
  errors?: MenuItemErrors;
  onChange: (change: Partial<MenuItemDraft>) => void;
}

function MenuItemEditor({ item, number, errors, onChange }: MenuItemEditorProps) {
  const t = useBackofficeT();
  // The rules' messages (shared with the API) in the page's language.
  const fieldMessage = useFieldMessage();
  const title = item.title.trim() || t('menu.newItem');
  const changePage = (key: number, change: Partial<PageDraft>) =>
    onChange({
      pages: item.pages.map((page) => (page.key === key ? { ...page, ...change } : page)),
    });
  return (
    <fieldset className={card.group}>
      <legend>{t('menu.itemLegend', { number, title })}</legend>
      <FormField label={t('menu.itemTitle')} required error={fieldMessage(errors?.title)}>
        {(control) => (
          <input
            {...control}
            type="text"
            value={item.title}
            maxLength={MENU_TITLE_MAX_LENGTH}
            onChange={(event) => onChange({ title: event.target.value })}
          />
        )}
      </FormField>
      <FormField label={t('menu.linksTo')} required>
        {(control) => (
          <select
            {...control}
            value={item.type}
            onChange={(event) => onChange({ type: event.target.value as MenuItemType })}
          >
            {MENU_TYPES.map((type) => (
              <option key={type} value={type}>
                {menuTypeLabel(t, type)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {item.type === 'Product' && (
        <FormField label={t('menu.product')} required error={fieldMessage(errors?.product_type)}>
          {(control) => (
            <select
              {...control}
              value={item.product_type ?? ''}
              onChange={(event) =>
                onChange({ product_type: (event.target.value || null) as MenuProductType | null })
              }
            >
              <option value="">{t('menu.choose')}</option>
              {MENU_PRODUCTS.map((product) => (
                <option key={product} value={product}>
                  {productLabel(t, product)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <FormField
        label={item.type === 'External' ? t('menu.link') : t('menu.pageAddress')}
        required={item.type !== 'Product'}
        error={fieldMessage(errors?.url)}
        hint={item.type === 'External' ? t('menu.linkHint') : t('menu.pageAddressHint')}
      >
        {(control) => (
          <input
            {...control}
            type={item.type === 'External' ? 'url' : 'text'}
            value={item.url}
            onChange={(event) => onChange({ url: event.target.value })}
          />
        )}
      </FormField>
      {item.type === 'Section' && (
        <fieldset className={`${card.group} ${styles.menuPages}`}>
          <legend>{t('menu.pagesOf', { section: title })}</legend>
          {errors?.pages && <p className={styles.formError}>{fieldMessage(errors.pages)}</p>}
          <ul>
            {item.pages.map((page, index) => (
              <li key={page.key} className={styles.menuPage}>
                <FormField
                  label={t('menu.pageTitle', { number: index + 1 })}
                  required
                  error={fieldMessage(errors?.page?.[index]?.title)}
                >
                  {(control) => (
                    <input
                      {...control}
                      type="text"
                      value={page.title}
                      maxLength={MENU_TITLE_MAX_LENGTH}
                      onChange={(event) => changePage(page.key, { title: event.target.value })}
                    />
                  )}
                </FormField>
                <FormField
                  label={t('menu.pageAddressOf', { number: index + 1 })}
                  required
                  error={fieldMessage(errors?.page?.[index]?.url)}
                >
                  {(control) => (
                    <input
                      {...control}
                      type="text"
                      value={page.url}
                      onChange={(event) => changePage(page.key, { url: event.target.value })}
                    />
                  )}
                </FormField>
                <Button
                  variant="secondary"
                  aria-label={t('menu.removePageLabel', { title: page.title })}
                  onClick={() =>
                    onChange({ pages: item.pages.filter((other) => other.key !== page.key) })
                  }
                >
                  {t('menu.removePage')}
                </Button>
              </li>
            ))}
          </ul>
          <Button
            variant="secondary"
            aria-label={t('menu.addPageTo', { section: item.title })}
            onClick={() => onChange({ pages: [...item.pages, emptyPage()] })}
          >
            {t('menu.addPage')}
          </Button>
        </fieldset>
      )}
    </fieldset>
  );
}
