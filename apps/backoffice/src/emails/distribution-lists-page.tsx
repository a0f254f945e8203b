import {
  DISTRIBUTION_LIST_SORTS,
  type DistributionList,
  type DistributionListQuery,
  type DistributionListSort,
  type EmailStatus,
} from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { usePageLanguage } from '@touchline/store';
import {
  Button,
  DATE_FORMATS,
  formatDate,
  LIST_FILTER_DEBOUNCE_MS,
  useDebouncedValue,
  useDialogs,
  useListParams,
  type ListColumn,
  type ListSort,
} from '@touchline/ui';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useBackofficeCalls } from '../api/use-backoffice-calls';
import { PagedTable } from '../lists/paged-table';
import { usePagedList } from '../lists/use-paged-list';
import { useBackofficeT } from '../messages/backoffice-messages';
import { composePath, LISTS_PATH, savedListOf } from './email-paths';
import { ChoiceFilter, ListFilters, SearchFilter } from '../list-filters/list-filters';
import styles from './emails.module.css';
import { distributionListsRead } from './emails-reads';
import { audienceLabel, frequencyLabel, statusChangeQuestion, statusLabel } from './list-texts';

export { LISTS_PATH } from './email-paths';
const STATUS_FILTER = 'email_status';

const isStatus = (value: string | undefined): value is EmailStatus =>
  value === 'active' || value === 'inactive';

/** Only the sorts the API knows reach it; any other address parameter is ignored. */
function apiSort(sort: ListSort | null): Pick<DistributionListQuery, 'sort' | 'sort_direction'> {
  if (!sort || !(DISTRIBUTION_LIST_SORTS as readonly string[]).includes(sort.field)) return {};
  return { sort: sort.field as DistributionListSort, sort_direction: sort.direction };
}

/**
 * The club's email distribution lists: search by name, filter by status, sort, page (or scroll
 * on smaller screens), open one to edit, and deactivate or activate it after a confirm.
 */
export function DistributionListsPage() {
  const { params, filters, setFilter, setFilterValues, setPage, setSort, reset } = useListParams({
    filterNames: [STATUS_FILTER],
  });
  const search = useDebouncedValue(params.filter, LIST_FILTER_DEBOUNCE_MS);
  const status = filters[STATUS_FILTER]?.[0];
  const query = useMemo<DistributionListQuery>(
    () => ({
      page: params.page,
      per_page: params.per_page,
      ...(search.trim() ? { search: search.trim() } : {}),
      ...(isStatus(status) ? { email_status: status } : {}),
      ...apiSort(params.sort),
    }),
    [params.page, params.per_page, params.sort, search, status],
  );
  const calls = useBackofficeCalls();
  const dialogs = useDialogs();
  const notify = useNotify();
  const t = useBackofficeT();
  const language = usePageLanguage();
  const lists = usePagedList(distributionListsRead, query);

  const changeStatus = async (list: DistributionList) => {
    const next: EmailStatus = list.email_status === 'active' ? 'inactive' : 'active';
    const question = statusChangeQuestion(t, list.name, next);
    await dialogs.confirm({
      ...question,
      confirmVariant: next === 'inactive' ? 'danger' : 'primary',
      action: async () => {
        try {
          const changed = await calls.setDistributionListStatus({
            email_distribution_list_id: list.email_distribution_list_id,
            email_status: next,
          });
          lists.replace(
            (item) => item.email_distribution_list_id === changed.email_distribution_list_id,
            changed,
          );
          notify.success(t(next === 'inactive' ? 'lists.deactivated' : 'lists.activated'));
        } catch (error) {
          notify.apiError(error);
          throw error;
        }
      },
    });
  };

  const columns: ListColumn<DistributionList>[] = [
    { key: 'name', header: t('lists.columnName'), width: 3, sortable: true },
    {
      key: 'template',
      header: t('lists.columnTemplate'),
      width: 3,
      cell: (row) => row.template.name,
    },
    {
      key: 'audience',
      header: t('lists.columnAudience'),
      width: 3,
      cell: (row) => audienceLabel(t, row.audience),
    },
    {
      key: 'frequency',
      header: t('lists.columnFrequency'),
      width: 1,
      cell: (row) => frequencyLabel(t, row.frequency),
    },
    { key: 'recipients', header: t('lists.columnRecipients'), width: 2, sortable: true },
    {
      key: 'email_status',
      header: t('lists.columnStatus'),
      width: 1,
      cell: (row) => (
        <span className={row.email_status === 'active' ? styles.active : styles.inactive}>
          {statusLabel(t, row.email_status)}
        </span>
      ),
    },
    {
      key: 'updated_at',
      header: t('lists.columnUpdated'),
      width: 2,
      sortable: true,
      cell: (row) => formatDate(row.updated_at, DATE_FORMATS.day, language),
    },
    {
      key: 'actions',
      header: t('lists.columnActions'),
      width: 2,
      cell: (row) => (
        <div className={styles.rowActions}>
          {row.email_status === 'active' && (
            <Link
              className={styles.actionLink}
              to={composePath(row.email_distribution_list_id)}
              aria-label={t('lists.writeNamed', { name: row.name })}
            >
              {t('lists.write')}
            </Link>
          )}
          <Button
            variant={row.email_status === 'active' ? 'outline' : 'secondary'}
            aria-label={t(
              row.email_status === 'active' ? 'lists.deactivateNamed' : 'lists.activateNamed',
              { name: row.name },
            )}
            onClick={() => void changeStatus(row)}
          >
            {t(row.email_status === 'active' ? 'lists.deactivate' : 'lists.activate')}
          </Button>
        </div>
      ),
    },
  ];

  const filtered = params.filter !== '' || status !== undefined;
  const { pageRef, titleRef } = useFocusOnSavedList(lists.loading, lists.items);

  return (
    <section ref={pageRef} className={styles.page} aria-labelledby="lists-title">
      <div className={styles.titleRow}>
        <h1 id="lists-title" ref={titleRef} tabIndex={-1}>
          {t('lists.title')}
        </h1>
        <Link className={styles.primaryLink} to={`${LISTS_PATH}/new`}>
          {t('lists.newList')}
        </Link>
      </div>
      <ListFilters
        className={styles.filters}
        clear={filtered ? { label: t('lists.clearFilters'), onClear: reset } : null}
      >
        <SearchFilter label={t('lists.searchByName')} value={params.filter} onChange={setFilter} />
        <ChoiceFilter
          label={t('lists.columnStatus')}
          value={isStatus(status) ? status : ''}
          options={[
            { value: '', label: t('lists.filterAll') },
            { value: 'active', label: statusLabel(t, 'active') },
            { value: 'inactive', label: statusLabel(t, 'inactive') },
          ]}
          onChange={(value) => setFilterValues(STATUS_FILTER, value ? [value] : [])}
        />
      </ListFilters>
      <PagedTable
        list={lists}
        page={params.page}
        perPage={params.per_page}
        onPageChange={setPage}
        caption={t('lists.title')}
        columns={columns}
        rowKey={(row) => row.email_distribution_list_id}
        sort={params.sort}
        onSortChange={setSort}
        rowLink={{ path: LISTS_PATH.slice(1), property: 'email_distribution_list_id' }}
        emptyText={t('lists.empty')}
      />
    </section>
  );
}

/**
 * Back from the editor with a list saved (`SavedListState`): the focus goes to that list's link
 * once its row shows (the keyboard goes on from the list it changed), or to the page's title when
 * the list is not on the page shown. Only once per arrival, and only while nothing else has the
 * focus (a visitor who has moved on keeps their place).
 */
function useFocusOnSavedList(loading: boolean, items: readonly DistributionList[]) {
  const location = useLocation();
  const savedListId = savedListOf(location.state);
  const pageRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusedFor = useRef<string | null>(null);

  useEffect(() => {
    const page = pageRef.current;
    if (savedListId === null || loading || !page || focusedFor.current === location.key) return;
    const free = () => document.activeElement === null || document.activeElement === document.body;
    const focus = (element: HTMLElement | null) => {
      if (!element) return false;
      focusedFor.current = location.key;
      if (free()) element.focus();
      return true;
    };
    if (!items.some((item) => item.email_distribution_list_id === savedListId)) {
      focus(titleRef.current);
      return;
    }
    const link = () => page.querySelector<HTMLElement>(`a[href="${LISTS_PATH}/${savedListId}"]`);
    if (focus(link())) return;
    // The rows replace the table's loader once it has shown for its least time.
    const observer = new MutationObserver(() => {
      if (focus(link())) observer.disconnect();
    });
    observer.observe(page, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [savedListId, loading, items, location.key]);

  return { pageRef, titleRef };
}
