import {
  DISTRIBUTION_LIST_SORTS,
  type DistributionList,
  type DistributionListQuery,
  type DistributionListSort,
  type EmailStatus,
} from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import {
  Button,
  DATE_FORMATS,
  formatDate,
  FormField,
  LIST_FILTER_DEBOUNCE_MS,
  ListPager,
  ListTable,
  useDebouncedValue,
  useDialogs,
  useListParams,
  usePagedList,
  type ListColumn,
  type ListSort,
} from '@touchline/ui';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useBackofficeCalls } from '../api/use-backoffice-calls';
import { composePath, LISTS_PATH, savedListOf } from './email-paths';
import styles from './emails.module.css';
import {
  AUDIENCE_LABELS,
  FREQUENCY_LABELS,
  LIST_ACTIVATED,
  LIST_DEACTIVATED,
  LISTS_TITLE,
  NO_LISTS,
  STATUS_LABELS,
  statusChangeQuestion,
} from './list-texts';

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
  const lists = usePagedList(calls.getDistributionLists, query, notify.apiError);

  const changeStatus = async (list: DistributionList) => {
    const next: EmailStatus = list.email_status === 'active' ? 'inactive' : 'active';
    const question = statusChangeQuestion(list.name, next);
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
          notify.success(next === 'inactive' ? LIST_DEACTIVATED : LIST_ACTIVATED);
        } catch (error) {
          notify.apiError(error);
          throw error;
        }
      },
    });
  };

  const columns: ListColumn<DistributionList>[] = [
    { key: 'name', header: 'Name', width: 3, sortable: true },
    { key: 'template', header: 'Template', width: 3, cell: (row) => row.template.name },
    { key: 'audience', header: 'Audience', width: 3, cell: (row) => AUDIENCE_LABELS[row.audience] },
    {
      key: 'frequency',
      header: 'Frequency',
      width: 1,
      cell: (row) => FREQUENCY_LABELS[row.frequency],
    },
    { key: 'recipients', header: 'Recipients', width: 2, sortable: true },
    {
      key: 'email_status',
      header: 'Status',
      width: 1,
      cell: (row) => (
        <span className={row.email_status === 'active' ? styles.active : styles.inactive}>
          {STATUS_LABELS[row.email_status]}
        </span>
      ),
    },
    {
      key: 'updated_at',
      header: 'Last changed',
      width: 2,
      sortable: true,
      cell: (row) => formatDate(row.updated_at, DATE_FORMATS.day),
    },
    {
      key: 'actions',
      header: 'Actions',
      width: 2,
      cell: (row) => (
        <div className={styles.rowActions}>
          {row.email_status === 'active' && (
            <Link
              className={styles.actionLink}
              to={composePath(row.email_distribution_list_id)}
              aria-label={`Write to ${row.name}`}
            >
              Write
            </Link>
          )}
          <Button
            variant={row.email_status === 'active' ? 'outline' : 'secondary'}
            aria-label={`${row.email_status === 'active' ? 'Deactivate' : 'Activate'} ${row.name}`}
            onClick={() => void changeStatus(row)}
          >
            {row.email_status === 'active' ? 'Deactivate' : 'Activate'}
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
          {LISTS_TITLE}
        </h1>
        <Link className={styles.primaryLink} to={`${LISTS_PATH}/new`}>
          New list
        </Link>
      </div>
      <form className={styles.filters} role="search" onSubmit={(event) => event.preventDefault()}>
        <FormField label="Search by name">
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
        <FormField label="Status">
          {(control) => (
            <select
              {...control}
              value={isStatus(status) ? status : ''}
              onChange={(event) =>
                setFilterValues(STATUS_FILTER, event.target.value ? [event.target.value] : [])
              }
            >
              <option value="">All</option>
              <option value="active">{STATUS_LABELS.active}</option>
              <option value="inactive">{STATUS_LABELS.inactive}</option>
            </select>
          )}
        </FormField>
        {filtered && (
          <Button variant="text" onClick={reset}>
            Clear filters
          </Button>
        )}
      </form>
      <ListTable
        caption={LISTS_TITLE}
        captionHidden
        columns={columns}
        rows={lists.items}
        rowKey={(row) => row.email_distribution_list_id}
        sort={params.sort}
        onSortChange={setSort}
        rowLink={{ path: LISTS_PATH.slice(1), property: 'email_distribution_list_id' }}
        loading={lists.loading}
        emptyText={NO_LISTS}
      />
      <ListPager list={lists} page={params.page} perPage={params.per_page} onPageChange={setPage} />
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
