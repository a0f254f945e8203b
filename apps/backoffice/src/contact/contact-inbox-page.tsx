import {
  CONTACT_MESSAGE_SORTS,
  type ContactMessage,
  type ContactMessageQuery,
  type ContactMessageSort,
} from '@touchline/contracts';
import type { Language } from '@touchline/i18n';
import { usePageLanguage } from '@touchline/store';
import {
  DATE_FORMATS,
  formatDate,
  LIST_FILTER_DEBOUNCE_MS,
  type ListColumn,
  type ListSort,
  useDebouncedValue,
  useListParams,
} from '@touchline/ui';
import { useMemo } from 'react';
import { PagedTable } from '../lists/paged-table';
import { usePagedList } from '../lists/use-paged-list';
import { useBackofficeT } from '../messages/backoffice-messages';
import { ChoiceFilter, ListFilters, SearchFilter } from '../list-filters/list-filters';
import styles from './contact.module.css';
import { contactMessagesRead } from './contact-reads';
import { categoryLabel, READ_STATUS_MESSAGES, unreadCount } from './contact-texts';

export const INBOX_PATH = '/contact-inbox';
const STATUS_FILTER = 'read_status';

const isStatus = (value: string | undefined): value is 'read' | 'unread' =>
  value === 'read' || value === 'unread';

function apiSort(sort: ListSort | null): Pick<ContactMessageQuery, 'sort' | 'sort_direction'> {
  if (!sort || !(CONTACT_MESSAGE_SORTS as readonly string[]).includes(sort.field)) return {};
  return { sort: sort.field as ContactMessageSort, sort_direction: sort.direction };
}

export const receivedAt = (iso: string, language: Language) =>
  `${formatDate(iso, DATE_FORMATS.day, language)} ${formatDate(iso, DATE_FORMATS.time, language)}`;

/**
 * The club's contact messages, newest first: search by sender or subject, filter by read or
 * unread, sort, page (or scroll on smaller screens); a message opens on its own page.
 */
export function ContactInboxPage() {
  const t = useBackofficeT();
  const language = usePageLanguage();
  const { params, filters, setFilter, setFilterValues, setPage, setSort, reset } = useListParams({
    filterNames: [STATUS_FILTER],
  });
  const search = useDebouncedValue(params.filter, LIST_FILTER_DEBOUNCE_MS);
  const status = filters[STATUS_FILTER]?.[0];
  const query = useMemo<ContactMessageQuery>(
    () => ({
      page: params.page,
      per_page: params.per_page,
      ...(search.trim() ? { search: search.trim() } : {}),
      ...(isStatus(status) ? { read_status: status } : {}),
      ...apiSort(params.sort),
    }),
    [params.page, params.per_page, params.sort, search, status],
  );
  const messages = usePagedList(contactMessagesRead, query);
  // As the answer on screen counts them.
  const unread = messages.answer?.unread ?? null;

  const columns: ListColumn<ContactMessage>[] = [
    {
      key: 'sender',
      header: t('contact.from'),
      width: 3,
      sortable: true,
      cell: (row) => (
        <span className={row.read_at ? undefined : styles.unread}>
          {row.sender}
          {!row.read_at && <span className={styles.badge}>{t(READ_STATUS_MESSAGES.unread)}</span>}
        </span>
      ),
    },
    {
      key: 'subject',
      header: t('contact.subject'),
      width: 5,
      sortable: true,
      cell: (row) => {
        const category = categoryLabel(t, row.category, row.category_detail);
        return (
          <>
            {category && <span className={styles.category}>{category}</span>}
            {row.subject}
          </>
        );
      },
    },
    {
      key: 'created_at',
      header: t('contact.received'),
      width: 3,
      sortable: true,
      cell: (row) => receivedAt(row.created_at, language),
    },
  ];

  const filtered = params.filter !== '' || status !== undefined;

  return (
    <section className={styles.page} aria-labelledby="inbox-title">
      <div className={styles.titleRow}>
        <h1 id="inbox-title">{t('contact.title')}</h1>
        {unread !== null && <p className={styles.count}>{unreadCount(t, unread)}</p>}
      </div>
      <ListFilters
        className={styles.filters}
        clear={filtered ? { label: t('contact.clearFilters'), onClear: reset } : null}
      >
        <SearchFilter label={t('contact.search')} value={params.filter} onChange={setFilter} />
        <ChoiceFilter
          label={t('contact.statusLabel')}
          value={isStatus(status) ? status : ''}
          options={[
            { value: '', label: t('contact.all') },
            { value: 'unread', label: t(READ_STATUS_MESSAGES.unread) },
            { value: 'read', label: t(READ_STATUS_MESSAGES.read) },
          ]}
          onChange={(value) => setFilterValues(STATUS_FILTER, value ? [value] : [])}
        />
      </ListFilters>
      <PagedTable
        list={messages}
        page={params.page}
        perPage={params.per_page}
        onPageChange={setPage}
        caption={t('contact.title')}
        columns={columns}
        rowKey={(row) => row.id}
        sort={params.sort}
        onSortChange={setSort}
        rowLink={{ path: INBOX_PATH.slice(1), property: 'id' }}
        emptyText={t('contact.empty')}
      />
    </section>
  );
}
