import type { BackofficeOrderQuery, BackofficeOrderSummary } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import {
  Button,
  DATE_FORMATS,
  formatDate,
  formatMoney,
  FormField,
  LIST_FILTER_DEBOUNCE_MS,
  ListPager,
  ListTable,
  useDebouncedValue,
  useListParams,
  usePagedList,
  type ListColumn,
} from '@touchline/ui';
import { useMemo } from 'react';
import { useBackofficeOrderCalls } from '../api/use-backoffice-order-calls';
import styles from './orders.module.css';
import {
  NO_ORDERS,
  ORDER_STATUS_LABELS,
  ORDERS_PATH,
  ORDERS_TITLE,
  REFUND_STATE_LABELS,
  SEARCH_LABEL,
} from './order-texts';

export const placedAt = (iso: string) =>
  `${formatDate(iso, DATE_FORMATS.day)} ${formatDate(iso, DATE_FORMATS.time)}`;

/** The order's state as one text: paid, awaiting payment, cancelled, (partly) refunded. */
export const orderStateText = (order: BackofficeOrderSummary) =>
  order.refund_state === 'not_refunded'
    ? ORDER_STATUS_LABELS[order.status]
    : REFUND_STATE_LABELS[order.refund_state];

/**
 * The club's orders, newest first: found by order number or the buyer's email, paged (or
 * scrolled on smaller screens); an order opens on its own page, where it can be refunded.
 */
export function OrdersPage() {
  const { params, setFilter, setPage, reset } = useListParams();
  const search = useDebouncedValue(params.filter, LIST_FILTER_DEBOUNCE_MS);
  const calls = useBackofficeOrderCalls();
  const notify = useNotify();
  const query = useMemo<BackofficeOrderQuery>(
    () => ({
      page: params.page,
      per_page: params.per_page,
      ...(search.trim() ? { search: search.trim() } : {}),
    }),
    [params.page, params.per_page, search],
  );
  const orders = usePagedList(calls.getOrders, query, notify.apiError);

  const columns: ListColumn<BackofficeOrderSummary>[] = [
    { key: 'order_seq', header: 'Order', width: 1, cell: (row) => `#${row.order_seq}` },
    { key: 'created_at', header: 'Placed', width: 2, cell: (row) => placedAt(row.created_at) },
    {
      key: 'buyer_name',
      header: 'Buyer',
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
      header: 'Paid',
      width: 2,
      cell: (row) => formatMoney(row.paid, row.currency),
    },
    {
      key: 'refunded',
      header: 'Refunded',
      width: 1,
      cell: (row) => (row.refunded > 0 ? formatMoney(row.refunded, row.currency) : '—'),
    },
    { key: 'status', header: 'State', width: 2, cell: orderStateText },
  ];

  return (
    <section className={styles.page} aria-labelledby="orders-title">
      <h1 id="orders-title">{ORDERS_TITLE}</h1>
      <form className={styles.filters} role="search" onSubmit={(event) => event.preventDefault()}>
        <FormField label={SEARCH_LABEL} hint="An order number such as 42, or part of an email">
          {(control) => (
            <input
              {...control}
              type="search"
              value={params.filter}
              maxLength={100}
              onChange={(event) => setFilter(event.target.value)}
            />
          )}
        </FormField>
        {params.filter !== '' && (
          <Button variant="text" onClick={reset}>
            Clear search
          </Button>
        )}
      </form>
      <ListTable
        caption={ORDERS_TITLE}
        captionHidden
        columns={columns}
        rows={orders.items}
        rowKey={(row) => row.order_id}
        rowLink={{ path: ORDERS_PATH.slice(1), property: 'order_id' }}
        loading={orders.loading}
        emptyText={NO_ORDERS}
      />
      <ListPager
        list={orders}
        page={params.page}
        perPage={params.per_page}
        onPageChange={setPage}
      />
    </section>
  );
}
