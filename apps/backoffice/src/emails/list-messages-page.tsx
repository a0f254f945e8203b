import { withNotFoundFallback } from '@touchline/api-client';
import type {
  DistributionList,
  DistributionMessage,
  DistributionMessageQuery,
} from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import {
  DATE_FORMATS,
  formatDate,
  ListPager,
  ListTable,
  useListParams,
  usePagedList,
  type ListColumn,
} from '@touchline/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useBackofficeCalls } from '../api/use-backoffice-calls';
import { MESSAGES_TITLE, NO_MESSAGES, SENDING_NOTE } from './compose-texts';
import { composePath, LISTS_PATH } from './email-paths';
import styles from './emails.module.css';

const sentAt = (iso: string) =>
  `${formatDate(iso, DATE_FORMATS.day)} ${formatDate(iso, DATE_FORMATS.time)}`;

/**
 * The messages written to a list: when each was sent, its subject, how many members it is for,
 * and where their copies are (delivered, failed after the last attempt, pending), as the API
 * has them when the page is loaded.
 */
export function ListMessagesPage() {
  const { id } = useParams();
  const listId = Number(id);
  const calls = useBackofficeCalls();
  const notify = useNotify();
  const { params, setPage } = useListParams();
  const [list, setList] = useState<DistributionList | null | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    withNotFoundFallback(calls.getDistributionList(listId, {}, { signal: controller.signal }), null)
      .then(setList)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) notify.apiError(error);
      });
    return () => controller.abort();
  }, [calls, listId, notify]);

  const query = useMemo<DistributionMessageQuery>(
    () => ({ page: params.page, per_page: params.per_page }),
    [params.page, params.per_page],
  );
  const fetchPage = useCallback(
    (page: DistributionMessageQuery, options: { signal: AbortSignal }) =>
      calls.getListMessages(listId, page, options),
    [calls, listId],
  );
  const messages = usePagedList(fetchPage, query, notify.apiError);

  const columns: ListColumn<DistributionMessage>[] = [
    { key: 'sent_at', header: 'Sent', width: 3, cell: (row) => sentAt(row.sent_at) },
    { key: 'subject', header: 'Subject', width: 5 },
    { key: 'recipients', header: 'Recipients', width: 2 },
    { key: 'delivered', header: 'Delivered', width: 2 },
    { key: 'failed', header: 'Failed', width: 1 },
    { key: 'pending', header: 'Pending', width: 2 },
  ];
  const sending = messages.items.some((message) => message.pending > 0);

  return (
    <section className={styles.page} aria-labelledby="messages-title">
      <Link className={styles.back} to={LISTS_PATH}>
        Back to the distribution lists
      </Link>
      <div className={styles.titleRow}>
        <h1 id="messages-title">{list ? `${MESSAGES_TITLE}: ${list.name}` : MESSAGES_TITLE}</h1>
        <Link className={styles.primaryLink} to={composePath(listId)}>
          Write to the list
        </Link>
      </div>
      <ListTable
        caption={MESSAGES_TITLE}
        captionHidden
        columns={columns}
        rows={messages.items}
        rowKey={(row) => row.id}
        loading={messages.loading}
        emptyText={NO_MESSAGES}
      />
      {sending && <p className={styles.hint}>{SENDING_NOTE}</p>}
      <ListPager
        list={messages}
        page={params.page}
        perPage={params.per_page}
        onPageChange={setPage}
      />
    </section>
  );
}
