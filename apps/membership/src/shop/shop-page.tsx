import type { Product, ShopItemPage, ShopItemType } from '@touchline/contracts';
import { selectClubAccount, selectClubSlug, useAppSelector } from '@touchline/store';
import { formatMoney, Paginator, SkeletonTiles } from '@touchline/ui';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMembershipT } from '../messages/membership-messages';
import styles from '../products/product-page.module.css';
import { isSoldOut } from '../products/stock';
import { useCatalogue } from '../products/use-catalogue';
import { loadShopItemPageWhenIdle } from './shop-item-page-code';
import { readShopParams, writeShopParams, type ShopListParams } from './shop-list';
import { useShopPageData } from './shop-page-data';
import shop from './shop.module.css';

type ListState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; page: ShopItemPage };

/** Ids from the page, not `useId`: the server renders this page alone, the browser under the host's. */
const TYPE_FIELD_ID = 'shop-item-type';
const PAGE_SIZE_FIELD_ID = 'shop-page-size';

/**
 * `products/shop`: the club shop's items, by type, a page at a time.
 *
 * On a page the server rendered, the types and the first list come from the page's data block
 * (`useShopPageData`): the first render is the server's and nothing is asked again.
 */
export function ShopPage() {
  const t = useMembershipT();
  const catalogue = useCatalogue();
  const club = useAppSelector(selectClubSlug);
  const currency = useAppSelector(selectClubAccount)?.currency ?? 'EUR';
  const [search, setSearch] = useSearchParams();
  const params = readShopParams(search);
  const { page, perPage, typeId } = params;
  const listKey = `${club}/${page}/${perPage}/${typeId}`;
  const pageData = useShopPageData(club, params);
  const [types, setTypes] = useState<ShopItemType[]>(pageData?.types ?? []);
  // The answer for the list it was read for: another page shows as loading until its answer.
  const [answer, setAnswer] = useState<{ key: string; list: ListState } | null>(() =>
    pageData ? { key: listKey, list: { status: 'loaded', page: pageData.items } } : null,
  );
  const list: ListState = answer?.key === listKey ? answer.list : { status: 'loading' };
  const answered = answer?.key === listKey;

  // The item page's code, ready before the visitor opens an item.
  useEffect(loadShopItemPageWhenIdle, []);

  useEffect(() => {
    if (!club || pageData) return;
    const controller = new AbortController();
    catalogue
      .getShopItemTypes(club, { signal: controller.signal })
      .then((answer) => setTypes(answer.data))
      .catch(() => setTypes([]));
    return () => controller.abort();
  }, [catalogue, club, pageData]);

  useEffect(() => {
    // Read once per list: the page's own data, or an earlier answer for the same list.
    if (!club || answered) return;
    const controller = new AbortController();
    catalogue
      .getShopItems(
        club,
        { page, per_page: perPage, ...(typeId !== null ? { type_id: typeId } : {}) },
        { signal: controller.signal },
      )
      .then((items) => setAnswer({ key: listKey, list: { status: 'loaded', page: items } }))
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ key: listKey, list: { status: 'failed' } });
      });
    return () => controller.abort();
  }, [catalogue, club, page, perPage, typeId, listKey, answered]);

  const go = (next: Partial<ShopListParams>) => setSearch(writeShopParams({ ...params, ...next }));

  return (
    <section className={styles.page} aria-labelledby="shop-title">
      <h1 id="shop-title" className={styles.title}>
        {t('shop.title')}
      </h1>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={TYPE_FIELD_ID}>
          {t('shop.show')}
        </label>
        <select
          id={TYPE_FIELD_ID}
          className={styles.select}
          value={typeId ?? ''}
          onChange={(event) =>
            go({ typeId: event.target.value ? Number(event.target.value) : null, page: 1 })
          }
        >
          <option value="">{t('shop.allItems')}</option>
          {types.map((type) => (
            <option key={type.shop_item_type_id} value={type.shop_item_type_id}>
              {type.name}
            </option>
          ))}
        </select>
      </div>
      {list.status === 'loading' && <SkeletonTiles count={6} />}
      {list.status === 'failed' && (
        <p className={styles.error} role="alert">
          {t('shop.fetchError')}
        </p>
      )}
      {list.status === 'loaded' &&
        (list.page.data.length === 0 ? (
          <p>{t('shop.empty')}</p>
        ) : (
          <>
            <ul className={shop.grid}>
              {list.page.data.map((item, index) => (
                <li key={item.product_id}>
                  <ShopCard item={item} currency={currency} main={index === 0} />
                </li>
              ))}
            </ul>
            <Paginator
              id={PAGE_SIZE_FIELD_ID}
              page={page}
              perPage={perPage}
              total={list.page.total}
              onChange={(change) => go({ page: change.page, perPage: change.perPage })}
            />
          </>
        ))}
    </section>
  );
}

/**
 * An item's card. The first card's image is the page's largest paint (the whole width on a
 * phone): it is fetched first, and on a page the server rendered the app starts once it has
 * loaded (docs/adr/0016-*).
 */
function ShopCard({ item, currency, main }: { item: Product; currency: string; main: boolean }) {
  const t = useMembershipT();
  return (
    <article className={shop.card}>
      {item.image && (
        <img
          className={shop.cardImage}
          src={item.image.path}
          alt=""
          width={320}
          height={180}
          fetchPriority={main ? 'high' : undefined}
        />
      )}
      <div className={shop.cardBody}>
        <h2 className={shop.cardTitle}>
          <Link className={shop.cardLink} to={`/products/shop/${encodeURIComponent(item.slug)}`}>
            {item.name}
          </Link>
        </h2>
        <p className={shop.price}>{formatMoney(item.price, currency)}</p>
        {isSoldOut(item) && <p className={shop.soldOut}>{t('product.soldOut')}</p>}
      </div>
    </article>
  );
}
