import type { BackofficeMembersCalls } from '@touchline/api-client';
import {
  AGE_GROUPS,
  MEMBER_PAYMENT_STATES,
  type AgeGroup,
  type MemberExportRecord,
  type MemberPaymentState,
  type MemberRegisterFilters,
  type MemberRegisterPage,
  type MemberRegisterQuery,
  type RegisterColumn,
  type RegisterMember,
} from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import {
  Button,
  DATE_FORMATS,
  formatDate,
  FormField,
  ListPager,
  ListTable,
  useListParams,
  usePagedList,
  type ListColumn,
} from '@touchline/ui';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useMembersCalls } from '../api/use-members-calls';
import styles from './members.module.css';
import {
  AGE_GROUP_LABEL,
  AGE_GROUP_NAMES,
  ANSWERS_SUMMARY,
  ANY,
  ANY_SEASON,
  EXPORT_BUTTON,
  EXPORT_FAILED,
  EXPORT_INTRO,
  EXPORT_TITLE,
  exportedRows,
  EXPORTS_TITLE,
  FILTERS_TITLE,
  filtersInWords,
  MEDICAL_HIDDEN,
  MEDICAL_MARK,
  MEDICAL_SHOWN,
  MEMBERS_INTRO,
  MEMBERS_TITLE,
  NO_ANSWERS,
  NO_EXPORTS,
  NO_MEMBERS,
  NO_MEMBERSHIP,
  PAYMENT_LABEL,
  PAYMENT_STATE_NAMES,
  PLAN_LABEL,
  PROGRAM_LABEL,
  REGISTER_CAPTION,
  RELATION_NAMES,
  SEARCH_LABEL,
  SEASON_LABEL,
  SHOW_MEMBERS,
  WITH_MEDICAL,
  WITHOUT_MEDICAL,
} from './members-texts';

/** What the register answered last: the season, columns and filter choices it offers. */
type RegisterContext = Omit<MemberRegisterPage, 'items'>;

/**
 * The member register: the club's members filtered by season, programme, plan, age group,
 * payment state, name or email; each with their memberships, household and answers; the CSV
 * export of what the filters show, and the recent exports.
 */
export function MembersPage() {
  const calls = useMembersCalls();
  const [filters, setFilters] = useState<MemberRegisterFilters>({});
  const [context, setContext] = useState<RegisterContext | null>(null);
  const [exportsShown, setExportsShown] = useState(0);
  return (
    <section className={styles.page} aria-labelledby="members-title">
      <h1 id="members-title">{MEMBERS_TITLE}</h1>
      <p className={styles.intro}>{MEMBERS_INTRO}</p>
      {context && (
        <p className={styles.intro}>{context.medical_included ? MEDICAL_SHOWN : MEDICAL_HIDDEN}</p>
      )}
      <FilterForm context={context} onChoose={setFilters} />
      <Register calls={calls} filters={filters} onContext={setContext} />
      <ExportBlock
        calls={calls}
        filters={filters}
        onExported={() => setExportsShown((n) => n + 1)}
      />
      <RecentExports calls={calls} refresh={exportsShown} />
    </section>
  );
}

function FilterForm({
  context,
  onChoose,
}: {
  context: RegisterContext | null;
  onChoose: (filters: MemberRegisterFilters) => void;
}) {
  const [q, setQ] = useState('');
  const [season, setSeason] = useState('');
  const [program, setProgram] = useState('');
  const [plan, setPlan] = useState('');
  const [ageGroup, setAgeGroup] = useState('');
  const [payment, setPayment] = useState('');
  const current = context?.season ?? new Date().getFullYear();
  const seasons = [current + 1, current, current - 1, current - 2];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChoose({
      ...(q.trim() ? { q: q.trim() } : {}),
      ...(season ? { season: Number(season) } : {}),
      ...(program ? { program_id: Number(program) } : {}),
      ...(plan ? { plan_id: Number(plan) } : {}),
      ...(ageGroup ? { age_group: ageGroup as AgeGroup } : {}),
      ...(payment ? { payment_state: payment as MemberPaymentState } : {}),
    });
  };
  return (
    <section className={styles.block} aria-labelledby="filters-title">
      <h2 id="filters-title">{FILTERS_TITLE}</h2>
      <form className={styles.filters} onSubmit={submit} noValidate role="search">
        <FormField label={SEARCH_LABEL}>
          {(control) => (
            <input {...control} type="search" value={q} onChange={(e) => setQ(e.target.value)} />
          )}
        </FormField>
        <FormField label={SEASON_LABEL}>
          {(control) => (
            <select {...control} value={season} onChange={(e) => setSeason(e.target.value)}>
              <option value="">{ANY_SEASON}</option>
              {seasons.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={PROGRAM_LABEL}>
          {(control) => (
            <select {...control} value={program} onChange={(e) => setProgram(e.target.value)}>
              <option value="">{ANY}</option>
              {context?.programs.map((choice) => (
                <option key={choice.program_id} value={choice.program_id}>
                  {choice.title}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={PLAN_LABEL}>
          {(control) => (
            <select {...control} value={plan} onChange={(e) => setPlan(e.target.value)}>
              <option value="">{ANY}</option>
              {context?.plans.map((choice) => (
                <option key={choice.plan_id} value={choice.plan_id}>
                  {choice.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={AGE_GROUP_LABEL}>
          {(control) => (
            <select {...control} value={ageGroup} onChange={(e) => setAgeGroup(e.target.value)}>
              <option value="">{ANY}</option>
              {AGE_GROUPS.map((group) => (
                <option key={group} value={group}>
                  {AGE_GROUP_NAMES[group]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={PAYMENT_LABEL}>
          {(control) => (
            <select {...control} value={payment} onChange={(e) => setPayment(e.target.value)}>
              <option value="">{ANY}</option>
              {MEMBER_PAYMENT_STATES.map((state) => (
                <option key={state} value={state}>
                  {PAYMENT_STATE_NAMES[state]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <Button type="submit" variant="secondary">
          {SHOW_MEMBERS}
        </Button>
      </form>
    </section>
  );
}

function Answers({ member, columns }: { member: RegisterMember; columns: RegisterColumn[] }) {
  const answered = columns.filter((column) => member.answers[column.key] !== undefined);
  if (answered.length === 0) return <span className={styles.muted}>{NO_ANSWERS}</span>;
  return (
    <details className={styles.answers}>
      <summary>{ANSWERS_SUMMARY(answered.length)}</summary>
      <dl>
        {answered.map((column) => (
          <div key={column.key}>
            <dt>
              {column.question}
              {column.medical && <span className={styles.muted}> {MEDICAL_MARK}</span>}
            </dt>
            <dd>{member.answers[column.key]}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

function Register({
  calls,
  filters,
  onContext,
}: {
  calls: BackofficeMembersCalls;
  filters: MemberRegisterFilters;
  onContext: (context: RegisterContext) => void;
}) {
  const notify = useNotify();
  const { params, setPage } = useListParams();
  const [columns, setColumns] = useState<RegisterColumn[]>([]);
  const [season, setSeason] = useState<number | null>(null);
  const query = useMemo<MemberRegisterQuery>(
    () => ({ ...filters, page: params.page, per_page: params.per_page }),
    [filters, params.page, params.per_page],
  );
  const fetchPage = useCallback(
    async (page: MemberRegisterQuery, options: { signal: AbortSignal }) => {
      const { items, ...context } = await calls.getMemberRegister(page, options);
      setColumns(context.columns);
      setSeason(context.season);
      onContext(context);
      return { ...context, items };
    },
    [calls, onContext],
  );
  const register = usePagedList(fetchPage, query, notify.apiError);

  const tableColumns: ListColumn<RegisterMember>[] = [
    {
      key: 'member',
      header: 'Member',
      width: 3,
      cell: (row) => (
        <span className={styles.stacked}>
          <span>{`${row.first_name} ${row.last_name}`}</span>
          {row.email && <span className={styles.muted}>{row.email}</span>}
        </span>
      ),
    },
    {
      key: 'age_group',
      header: 'Age group',
      width: 1,
      cell: (row) => AGE_GROUP_NAMES[row.age_group],
    },
    {
      key: 'memberships',
      header: season ? `Memberships ${season} and ${season - 1}` : 'Memberships',
      width: 3,
      cell: (row) =>
        row.memberships.length === 0 ? (
          <span className={styles.muted}>{NO_MEMBERSHIP}</span>
        ) : (
          <ul className={styles.plainList}>
            {row.memberships.map((membership) => (
              <li key={membership.order_item_id}>
                {`${membership.plan} (${membership.season})`}
                {membership.program && (
                  <span className={styles.muted}>{` ${membership.program}`}</span>
                )}
              </li>
            ))}
          </ul>
        ),
    },
    {
      key: 'household',
      header: 'Household',
      width: 2,
      cell: (row) =>
        row.household
          .map((person) => `${person.name} (${RELATION_NAMES[person.relation]})`)
          .join(', '),
    },
    {
      key: 'payment_state',
      header: 'Payment',
      width: 1,
      cell: (row) => PAYMENT_STATE_NAMES[row.payment_state],
    },
    {
      key: 'answers',
      header: 'Answers',
      width: 2,
      cell: (row) => <Answers member={row} columns={columns} />,
    },
  ];

  return (
    <section className={styles.block} aria-labelledby="register-title">
      <div className={styles.titleRow}>
        <h2 id="register-title">{REGISTER_CAPTION}</h2>
        {!register.loading && <p className={styles.count}>{exportedRows(register.total)}</p>}
      </div>
      <ListTable
        caption={REGISTER_CAPTION}
        captionHidden
        columns={tableColumns}
        rows={register.items}
        rowKey={(row) => String(row.member_id)}
        loading={register.loading}
        emptyText={NO_MEMBERS}
      />
      <ListPager
        list={register}
        page={params.page}
        perPage={params.per_page}
        onPageChange={setPage}
      />
    </section>
  );
}

function ExportBlock({
  calls,
  filters,
  onExported,
}: {
  calls: BackofficeMembersCalls;
  filters: MemberRegisterFilters;
  onExported: () => void;
}) {
  const notify = useNotify();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      const csv = await calls.downloadMembersCsv(filters);
      const url = URL.createObjectURL(csv);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'members.csv';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
      onExported();
    } catch {
      notify.danger(EXPORT_FAILED);
    } finally {
      setLoading(false);
    }
  };
  return (
    <section className={styles.block} aria-labelledby="export-title">
      <h2 id="export-title">{EXPORT_TITLE}</h2>
      <p className={styles.intro}>{EXPORT_INTRO}</p>
      <div>
        <Button onClick={() => void download()} loading={loading}>
          {EXPORT_BUTTON}
        </Button>
      </div>
    </section>
  );
}

function RecentExports({ calls, refresh }: { calls: BackofficeMembersCalls; refresh: number }) {
  const notify = useNotify();
  const [exports, setExports] = useState<MemberExportRecord[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    calls.getMemberExports({ signal: controller.signal }).then(
      (list) => setExports(list.data),
      (error: unknown) => {
        if (!controller.signal.aborted) notify.apiError(error);
      },
    );
    return () => controller.abort();
  }, [calls, notify, refresh]);
  return (
    <section className={styles.block} aria-labelledby="exports-title">
      <h2 id="exports-title">{EXPORTS_TITLE}</h2>
      {exports !== null && exports.length === 0 && <p className={styles.muted}>{NO_EXPORTS}</p>}
      {exports !== null && exports.length > 0 && (
        <ul className={styles.exports}>
          {exports.map((entry) => (
            <li key={entry.export_id}>
              {`${formatDate(entry.exported_at, DATE_FORMATS.day)} ${formatDate(entry.exported_at, DATE_FORMATS.time)} · ${entry.exported_by} · ${filtersInWords(entry.filters)} · ${exportedRows(entry.row_count)}, ${entry.medical_included ? WITH_MEDICAL : WITHOUT_MEDICAL}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
