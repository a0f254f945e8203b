import { isAbortError } from '@touchline/api-client';
import {
  MENU_TITLE_MAX_LENGTH,
  type MenuItemType,
  type MenuProductType,
} from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { Button, FormField, SkeletonLines, useUnsavedChangesGuard } from '@touchline/ui';
import type { MenuItemErrors } from '@touchline/validators';
import { useEffect, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useClubSettingsCalls } from '../api/use-club-settings-calls';
import styles from './club-settings.module.css';
import { MenuPreview } from './menu-preview';
import {
  ADD_MENU_ITEM,
  ADD_PAGE,
  MENU_EMPTY,
  MENU_HAS_ERRORS,
  MENU_LOAD_FAILED,
  MENU_SAVED,
  MENU_TITLE,
  MENU_TYPE_LABELS,
  NEW_ITEM_TITLE,
  PRODUCT_LABELS,
  SAVE_MENU,
} from './look-texts';
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

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready' };

const TYPES = Object.keys(MENU_TYPE_LABELS) as MenuItemType[];
const PRODUCTS = Object.keys(PRODUCT_LABELS) as MenuProductType[];

/** The club's menu: items in order, each a page, product, section of pages or outside link. */
export function MenuSection({ onSaved }: { onSaved: () => void }) {
  const calls = useClubSettingsCalls();
  const notify = useNotify();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [items, setItems] = useState<MenuItemDraft[]>([]);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  // The menu as loaded or saved last: leaving with a different one asks first.
  const [savedBody, setSavedBody] = useState('');
  const guard = useUnsavedChangesGuard(
    loaded.state === 'ready' && !saving && JSON.stringify(menuBody(items)) !== savedBody,
  );

  useEffect(() => {
    const controller = new AbortController();
    calls
      .getClubMenu({}, { signal: controller.signal })
      .then((menu) => {
        const drafts = draftsOf(menu);
        setItems(drafts);
        setSavedBody(JSON.stringify(menuBody(drafts)));
        setLoaded({ state: 'ready' });
      })
      .catch((error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setLoaded({ state: 'failed' });
        notify.apiError(error, MENU_LOAD_FAILED);
      });
    return () => controller.abort();
  }, [calls, notify]);

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
      const saved = draftsOf(await calls.saveClubMenu(menuBody(items)));
      setItems(saved);
      setSavedBody(JSON.stringify(menuBody(saved)));
      setTried(false);
      notify.success(MENU_SAVED);
      onSaved();
    } catch (error) {
      notify.apiError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.form} aria-labelledby="menu-title">
      <h2 id="menu-title">{MENU_TITLE}</h2>
      {loaded.state === 'loading' && <SkeletonLines count={4} />}
      {loaded.state === 'failed' && <p>{MENU_LOAD_FAILED}</p>}
      {loaded.state === 'ready' && (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          {items.length === 0 && <p>{MENU_EMPTY}</p>}
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
                    aria-label={`Move up: ${item.title}`}
                    aria-disabled={index === 0 || undefined}
                    onClick={() => move(index, index - 1, `menu-${item.key}-up`)}
                  >
                    Move up
                  </Button>
                  <Button
                    variant="secondary"
                    id={`menu-${item.key}-down`}
                    aria-label={`Move down: ${item.title}`}
                    aria-disabled={index === items.length - 1 || undefined}
                    onClick={() => move(index, index + 1, `menu-${item.key}-down`)}
                  >
                    Move down
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={`Remove: ${item.title}`}
                    onClick={() =>
                      setItems((current) => current.filter((other) => other.key !== item.key))
                    }
                  >
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ol>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onClick={() => setItems((current) => [...current, emptyItem(NEW_ITEM_TITLE)])}
            >
              {ADD_MENU_ITEM}
            </Button>
          </div>
          <MenuPreview items={items} />
          {errors.size > 0 && (
            <p className={styles.formError} role="alert">
              {MENU_HAS_ERRORS}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" loading={saving}>
              {SAVE_MENU}
            </Button>
            {guard.dialog}
          </div>
        </form>
      )}
    </section>
  );
}

interface MenuItemEditorProps {
  item: MenuItemDraft;
  number: number;
  errors?: MenuItemErrors;
  onChange: (change: Partial<MenuItemDraft>) => void;
}

function MenuItemEditor({ item, number, errors, onChange }: MenuItemEditorProps) {
  const changePage = (key: number, change: Partial<PageDraft>) =>
    onChange({
      pages: item.pages.map((page) => (page.key === key ? { ...page, ...change } : page)),
    });
  return (
    <fieldset className={styles.menuFields}>
      <legend>
        Item {number}: {item.title.trim() || NEW_ITEM_TITLE}
      </legend>
      <FormField label="Title" required error={errors?.title}>
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
      <FormField label="Links to" required>
        {(control) => (
          <select
            {...control}
            value={item.type}
            onChange={(event) => onChange({ type: event.target.value as MenuItemType })}
          >
            {TYPES.map((type) => (
              <option key={type} value={type}>
                {MENU_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {item.type === 'Product' && (
        <FormField label="Product" required error={errors?.product_type}>
          {(control) => (
            <select
              {...control}
              value={item.product_type ?? ''}
              onChange={(event) =>
                onChange({ product_type: (event.target.value || null) as MenuProductType | null })
              }
            >
              <option value="">Choose…</option>
              {PRODUCTS.map((product) => (
                <option key={product} value={product}>
                  {PRODUCT_LABELS[product]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <FormField
        label={item.type === 'External' ? 'Link' : 'Page address'}
        required={item.type !== 'Product'}
        error={errors?.url}
        hint={
          item.type === 'External'
            ? 'e.g. https://www.gaa.ie/'
            : 'Lower-case words joined by hyphens, e.g. club-history'
        }
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
        <fieldset className={styles.menuPages}>
          <legend>Pages of {item.title.trim() || NEW_ITEM_TITLE}</legend>
          {errors?.pages && <p className={styles.formError}>{errors.pages}</p>}
          <ul>
            {item.pages.map((page, index) => (
              <li key={page.key} className={styles.menuPage}>
                <FormField
                  label={`Page ${index + 1} title`}
                  required
                  error={errors?.page?.[index]?.title}
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
                  label={`Page ${index + 1} address`}
                  required
                  error={errors?.page?.[index]?.url}
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
                  aria-label={`Remove page: ${page.title}`}
                  onClick={() =>
                    onChange({ pages: item.pages.filter((other) => other.key !== page.key) })
                  }
                >
                  Remove page
                </Button>
              </li>
            ))}
          </ul>
          <Button
            variant="secondary"
            aria-label={`${ADD_PAGE} to ${item.title}`}
            onClick={() => onChange({ pages: [...item.pages, emptyPage()] })}
          >
            {ADD_PAGE}
          </Button>
        </fieldset>
      )}
    </fieldset>
  );
}
