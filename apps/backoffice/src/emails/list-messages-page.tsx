import type { DistributionMessage } from '@touchline/contracts';
import type { Language } from '@touchline/i18n';
import { usePageLanguage } from '@touchline/store';
import { useServerRead } from '@touchline/store/server-data';
import { DATE_FORMATS, formatDate, useListParams, type ListColumn } from '@touchline/ui';
import { Link, useParams } from 'react-router';
import { PagedTable } from '../lists/paged-table';
import { usePagedList } from '../lists/use-paged-list';
import { useBackofficeT } from '../messages/backoffice-messages';
import { composePath, LISTS_PATH } from './email-paths';
import styles from './emails.module.css';
import { distributionListRead, listMessagesRead } from './emails-reads';

const sentAt = (iso: string, language: Language) =>
  `${formatDate(iso, DATE_FORMATS.day, language)} ${formatDate(iso, DATE_FORMATS.time, language)}`;

/**
 * The messages written to a list: when each was sent, its subject, how many members it is for,
 * and where their copies are (delivered, failed after the last attempt, pending), as the API
 * has them when the page is loaded.
 */
export function ListMessagesPage() {
  const { id } = useParams();
  const listId = Number(id);
  const t = useBackofficeT();
  const language = usePageLanguage();
  const { params, setPage } = useListParams();
  // The list only names the page: until it is read (or if it cannot be), the title is generic.
  const { read } = useServerRead(distributionListRead, { id: listId }, { notifyFailure: true });
  const list = read.state === 'loaded' ? read.value : null;

  const messages = usePagedList(listMessagesRead, {
    list_id: listId,
    page: params.page,
    per_page: params.per_page,
  });

  const columns: ListColumn<DistributionMessage>[] = [
    {
      key: 'sent_at',
      header: t('emails.columnSent'),
      width: 3,
      cell: (row) => sentAt(row.sent_at, language),
    },
    { key: 'subject', header: t('emails.columnSubject'), width: 5 },
    { key: 'recipients', header: t('emails.columnRecipients'), width: 2 },
    { key: 'delivered', header: t('emails.columnDelivered'), width: 2 },
    { key: 'failed', header: t('emails.columnFailed'), width: 1 },
    { key: 'pending', header: t('emails.columnPending'), width: 2 },
  ];
  const sending = messages.items.some((message) => message.pending > 0);

  return (
    <section className={styles.page} aria-labelledby="messages-title">
      <Link className={styles.back} to={LISTS_PATH}>
        {t('emails.back')}
      </Link>
      <div className={styles.titleRow}>
        <h1 id="messages-title">
          {list ? t('emails.messagesTitleNamed', { name: list.name }) : t('emails.messagesTitle')}
        </h1>
        <Link className={styles.primaryLink} to={composePath(listId)}>
          {t('emails.writeToList')}
        </Link>
      </div>
      <PagedTable
        list={messages}
        page={params.page}
        perPage={params.per_page}
        onPageChange={setPage}
        caption={t('emails.messagesTitle')}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText={t('emails.noMessages')}
        note={sending && <p className={styles.hint}>{t('emails.sendingNote')}</p>}
      />
    </section>
  );
}
