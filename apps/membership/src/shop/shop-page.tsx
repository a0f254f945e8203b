import type { Product } from '@touchline/contracts';
import { selectClubAccount, selectClubSlug, useAppSelector } from '@touchline/store';
import { useServerRead } from '@touchline/store/server-data';
import { formatMoney, Paginator, SkeletonTiles } from '@touchline/ui';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMembershipT } from '../messages/membership-messages';
import styles from '../products/product-page.module.css';
import { isSoldOut } from '../products/stock';
import { loadShopItemPageWhenIdle } from './shop-item-page-code';
import { readShopParams, writeShopParams, type ShopListParams } from './shop-list';
import { useShopPageData } from './shop-page-data';
import { shopItemsRead, shopItemTypesRead } from './shop-reads';
import shop from './shop.module.css';

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
  const club = useAppSelector(selectClubSlug);
  const currency = useAppSelector(selectClubAccount)?.currency ?? 'EUR';
  const [search, setSearch] = useSearchParams();
  const params = readShopParams(search);
  const { page, perPage, typeId } = params;
  const listKey = `${club}/${page}/${perPage}/${typeId}`;
  const pageData = useShopPageData(club, params);
  // The list the page's data is for, until the visitor asks for another: back on it, it is read.
  const [pageDataKey, setPageDataKey] = useState(pageData ? listKey : null);
  if (pageDataKey !== null && pageDataKey !== listKey) setPageDataKey(null);
  const fromPage = pageData !== null && pageDataKey === listKey;

  const { read: typesRead } = useServerRead(shopItemTypesRead, club && !pageData ? { club } : null);
  const types = pageData?.types ?? (typesRead.state === 'loaded' ? typesRead.value : []);
  // Another page or type shows as loading until its answer.
  const { read: list } = useServerRead(
    shopItemsRead,
    club && !fromPage
      ? { club, page, per_page: perPage, ...(typeId !== null ? { type_id: typeId } : {}) }
      : null,
  );
  const items = fromPage ? pageData.items : list.state === 'loaded' ? list.value : null;

  // The item page's code, ready before the visitor opens an item.
  useEffect(loadShopItemPageWhenIdle, []);

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
      {!items && list.state === 'loading' && <SkeletonTiles count={6} />}
      {!items && list.state === 'failed' && (
        <p className={styles.error} role="alert">
          {t('shop.fetchError')}
        </p>
      )}
      {items &&
        (items.data.length === 0 ? (
          <p>{t('shop.empty')}</p>
        ) : (
          <>
            <ul className={shop.grid}>
              {items.data.map((item, index) => (
                <li key={item.product_id}>
                  <ShopCard item={item} currency={currency} main={index === 0} />
                </li>
              ))}
            </ul>
            <Paginator
              id={PAGE_SIZE_FIELD_ID}
              page={page}
              perPage={perPage}
              total={items.total}
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
