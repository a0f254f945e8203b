import type { BackofficeOrderQuery, BackofficeOrderSummary } from '@touchline/contracts';
import {
  DATE_FORMATS,
  formatDate,
  formatMoney,
  LIST_FILTER_DEBOUNCE_MS,
  type ListColumn,
  useDebouncedValue,
  useListParams,
} from '@touchline/ui';
import type { Language, Translate } from '@touchline/i18n';
import { usePageLanguage } from '@touchline/store';
import { useMemo } from 'react';
import { PagedTable } from '../lists/paged-table';
import { usePagedList } from '../lists/use-paged-list';
import { type BackofficeMessageId, useBackofficeT } from '../messages/backoffice-messages';
import { ListFilters, SearchFilter } from '../list-filters/list-filters';
import styles from './orders.module.css';
import { ordersRead } from './orders-reads';
import { orderStatusText, ORDERS_PATH, refundStateText } from './order-texts';

export const placedAt = (iso: string, language: Language) =>
  `${formatDate(iso, DATE_FORMATS.day, language)} ${formatDate(iso, DATE_FORMATS.time, language)}`;

/** The order's state as one text: paid, awaiting payment, cancelled, (partly) refunded. */
export const orderStateText = (t: Translate<BackofficeMessageId>, order: BackofficeOrderSummary) =>
  order.refund_state === 'not_refunded'
    ? orderStatusText(t, order.status)
    : refundStateText(t, order.refund_state);

/**
 * The club's orders, newest first: found by order number or the buyer's email, paged (or
 * scrolled on smaller screens); an order opens on its own page, where it can be refunded.
 */
export function OrdersPage() {
  const { params, setFilter, setPage, reset } = useListParams();
  const search = useDebouncedValue(params.filter, LIST_FILTER_DEBOUNCE_MS);
  const t = useBackofficeT();
  const language = usePageLanguage();
  const query = useMemo<BackofficeOrderQuery>(
    () => ({
      page: params.page,
      per_page: params.per_page,
      ...(search.trim() ? { search: search.trim() } : {}),
    }),
    [params.page, params.per_page, search],
  );
  const orders = usePagedList(ordersRead, query);

  const columns: ListColumn<BackofficeOrderSummary>[] = [
    { key: 'order_seq', header: t('orders.order'), width: 1, cell: (row) => `#${row.order_seq}` },
    {
      key: 'created_at',
      header: t('orders.placed'),
      width: 2,
      cell: (row) => placedAt(row.created_at, language),
    },
    {
      key: 'buyer_name',
      header: t('orders.buyer'),
      width: 4,
      cell: (row) => (
        <span className={styles.buyer}>
          {row.buyer_name}
          {row.buyer_email && <span className={styles.email}>{row.buyer_email}</span>}
        </span>
      ),
    },
    {
      key: 'total',
      header: t('orders.paid'),
      width: 2,
      cell: (row) => formatMoney(row.paid, row.currency),
    },
    {
      key: 'refunded',
      header: t('orders.refunded'),
      width: 1,
      cell: (row) => (row.refunded > 0 ? formatMoney(row.refunded, row.currency) : '—'),
    },
    { key: 'status', header: t('orders.state'), width: 2, cell: (row) => orderStateText(t, row) },
  ];

  return (
    <section className={styles.page} aria-labelledby="orders-title">
      <h1 id="orders-title">{t('orders.title')}</h1>
      <ListFilters
        className={styles.filters}
        clear={params.filter !== '' ? { label: t('orders.clearSearch'), onClear: reset } : null}
      >
        <SearchFilter
          label={t('orders.searchLabel')}
          hint={t('orders.searchHint')}
          value={params.filter}
          onChange={setFilter}
        />
      </ListFilters>
      <PagedTable
        list={orders}
        page={params.page}
        perPage={params.per_page}
        onPageChange={setPage}
        caption={t('orders.title')}
        columns={columns}
        rowKey={(row) => row.order_id}
        rowLink={{ path: ORDERS_PATH.slice(1), property: 'order_id' }}
        emptyText={t('orders.none')}
      />
    </section>
  );
}
