import {
  AGE_GROUPS,
  MEMBER_PAYMENT_STATES,
  type AgeGroup,
  type MemberExportRecord,
  type MemberPaymentState,
  type MemberRegisterFilters,
  type MemberRegisterPage,
  type RegisterColumn,
  type RegisterMember,
} from '@touchline/contracts';
import {
  Button,
  DATE_FORMATS,
  formatDate,
  FormField,
  type ListColumn,
  useListParams,
} from '@touchline/ui';
import { usePageLanguage } from '@touchline/store';
import { useServerRead } from '@touchline/store/server-data';
import { useState, type FormEvent } from 'react';
import { useMembersCalls } from '../api/use-members-calls';
import { CsvExportBlock } from '../lists/csv-export';
import { PagedTable } from '../lists/paged-table';
import { usePagedList, type PagedList } from '../lists/use-paged-list';
import listPage from '../lists/list-page.module.css';
import { useBackofficeT } from '../messages/backoffice-messages';
import styles from './members.module.css';
import { memberExportsRead, memberRegisterRead, NO_ARGS } from './members-reads';
import {
  ageGroupText,
  filtersInWords,
  memberCount,
  paymentStateText,
  relationText,
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
  const { params, setPage } = useListParams();
  const register = usePagedList(memberRegisterRead, {
    ...filters,
    page: params.page,
    per_page: params.per_page,
  });
  // The season, columns and filter choices as the register answered them last.
  const context: RegisterContext | null = register.answer;
  // The recent exports, read again once an export is made.
  const { read: exports, reload: exported } = useServerRead(memberExportsRead, NO_ARGS, {
    notifyFailure: true,
  });
  const t = useBackofficeT();
  return (
    <section className={listPage.page} aria-labelledby="members-title">
      <h1 id="members-title">{t('members.title')}</h1>
      <p className={listPage.intro}>{t('members.intro')}</p>
      {context && (
        <p className={listPage.intro}>
          {t(context.medical_included ? 'members.medicalShown' : 'members.medicalHidden')}
        </p>
      )}
      <FilterForm context={context} onChoose={setFilters} />
      <Register
        register={register}
        page={params.page}
        perPage={params.per_page}
        onPageChange={setPage}
      />
      <CsvExportBlock
        texts={{
          title: t('members.exportTitle'),
          intro: t('members.exportIntro'),
          button: t('members.exportButton'),
          failed: t('members.exportFailed'),
        }}
        fileName="members.csv"
        read={() => calls.downloadMembersCsv(filters)}
        onExported={exported}
      />
      {/* A failure is said by the notice only: the block stays empty. */}
      <RecentExports exports={exports.state === 'loaded' ? exports.value : null} />
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
  const t = useBackofficeT();
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
    <section className={listPage.block} aria-labelledby="filters-title">
      <h2 id="filters-title">{t('members.filtersTitle')}</h2>
      <form className={styles.filters} onSubmit={submit} noValidate role="search">
        <FormField label={t('members.searchLabel')}>
          {(control) => (
            <input {...control} type="search" value={q} onChange={(e) => setQ(e.target.value)} />
          )}
        </FormField>
        <FormField label={t('members.seasonLabel')}>
          {(control) => (
            <select {...control} value={season} onChange={(e) => setSeason(e.target.value)}>
              <option value="">{t('members.anySeason')}</option>
              {seasons.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('members.programLabel')}>
          {(control) => (
            <select {...control} value={program} onChange={(e) => setProgram(e.target.value)}>
              <option value="">{t('members.any')}</option>
              {context?.programs.map((choice) => (
                <option key={choice.program_id} value={choice.program_id}>
                  {choice.title}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('members.planLabel')}>
          {(control) => (
            <select {...control} value={plan} onChange={(e) => setPlan(e.target.value)}>
              <option value="">{t('members.any')}</option>
              {context?.plans.map((choice) => (
                <option key={choice.plan_id} value={choice.plan_id}>
                  {choice.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('members.ageGroupLabel')}>
          {(control) => (
            <select {...control} value={ageGroup} onChange={(e) => setAgeGroup(e.target.value)}>
              <option value="">{t('members.any')}</option>
              {AGE_GROUPS.map((group) => (
                <option key={group} value={group}>
                  {ageGroupText(t, group)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('members.paymentLabel')}>
          {(control) => (
            <select {...control} value={payment} onChange={(e) => setPayment(e.target.value)}>
              <option value="">{t('members.any')}</option>
              {MEMBER_PAYMENT_STATES.map((state) => (
                <option key={state} value={state}>
                  {paymentStateText(t, state)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <Button type="submit" variant="secondary">
          {t('members.showMembers')}
        </Button>
      </form>
    </section>
  );
}

function Answers({ member, columns }: { member: RegisterMember; columns: RegisterColumn[] }) {
  const t = useBackofficeT();
  const answered = columns.filter((column) => member.answers[column.key] !== undefined);
  if (answered.length === 0)
    return <span className={listPage.muted}>{t('members.noAnswers')}</span>;
  return (
    <details className={styles.answers}>
      <summary>{t('members.answersSummary', { count: answered.length })}</summary>
      <dl>
        {answered.map((column) => (
          <div key={column.key}>
            <dt>
              {column.question}
              {column.medical && (
                <span className={listPage.muted}> {t('members.medicalMark')}</span>
              )}
            </dt>
            <dd>{member.answers[column.key]}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

const NO_COLUMNS: RegisterColumn[] = [];

function Register({
  register,
  page,
  perPage,
  onPageChange,
}: {
  register: PagedList<RegisterMember, MemberRegisterPage>;
  page: number;
  perPage: number;
  onPageChange: (page: number, perPage: number) => void;
}) {
  const t = useBackofficeT();
  const columns = register.answer?.columns ?? NO_COLUMNS;
  const season = register.answer?.season ?? null;

  const tableColumns: ListColumn<RegisterMember>[] = [
    {
      key: 'member',
      header: t('members.column.member'),
      width: 3,
      cell: (row) => (
        <span className={listPage.stacked}>
          <span>{`${row.first_name} ${row.last_name}`}</span>
          {row.email && <span className={listPage.muted}>{row.email}</span>}
        </span>
      ),
    },
    {
      key: 'age_group',
      header: t('members.column.ageGroup'),
      width: 1,
      cell: (row) => ageGroupText(t, row.age_group),
    },
    {
      key: 'memberships',
      header: season
        ? t('members.column.membershipsOf', {
            season: String(season),
            previous: String(season - 1),
          })
        : t('members.column.memberships'),
      width: 3,
      cell: (row) =>
        row.memberships.length === 0 ? (
          <span className={listPage.muted}>{t('members.noMembership')}</span>
        ) : (
          <ul className={styles.plainList}>
            {row.memberships.map((membership) => (
              <li key={membership.order_item_id}>
                {`${membership.plan} (${membership.season})`}
                {membership.program && (
                  <span className={listPage.muted}>{` ${membership.program}`}</span>
                )}
              </li>
            ))}
          </ul>
        ),
    },
    {
      key: 'household',
      header: t('members.column.household'),
      width: 2,
      cell: (row) =>
        row.household
          .map((person) => `${person.name} (${relationText(t, person.relation)})`)
          .join(', '),
    },
    {
      key: 'payment_state',
      header: t('members.column.payment'),
      width: 1,
      cell: (row) => paymentStateText(t, row.payment_state),
    },
    {
      key: 'answers',
      header: t('members.column.answers'),
      width: 2,
      cell: (row) => <Answers member={row} columns={columns} />,
    },
  ];

  return (
    <section className={listPage.block} aria-labelledby="register-title">
      <div className={listPage.titleRow}>
        <h2 id="register-title">{t('members.registerCaption')}</h2>
        {!register.loading && <p className={listPage.count}>{memberCount(t, register.total)}</p>}
      </div>
      <PagedTable
        list={register}
        page={page}
        perPage={perPage}
        onPageChange={onPageChange}
        caption={t('members.registerCaption')}
        columns={tableColumns}
        rowKey={(row) => String(row.member_id)}
        emptyText={t('members.none')}
      />
    </section>
  );
}

function RecentExports({ exports }: { exports: MemberExportRecord[] | null }) {
  const t = useBackofficeT();
  const language = usePageLanguage();
  return (
    <section className={listPage.block} aria-labelledby="exports-title">
      <h2 id="exports-title">{t('members.exportsTitle')}</h2>
      {exports !== null && exports.length === 0 && (
        <p className={listPage.muted}>{t('members.noExports')}</p>
      )}
      {exports !== null && exports.length > 0 && (
        <ul className={styles.exports}>
          {exports.map((entry) => (
            <li key={entry.export_id}>
              {`${formatDate(entry.exported_at, DATE_FORMATS.day, language)} ${formatDate(entry.exported_at, DATE_FORMATS.time, language)} · ${entry.exported_by} · ${filtersInWords(t, entry.filters)} · ${memberCount(t, entry.row_count)}, ${t(entry.medical_included ? 'members.withMedical' : 'members.withoutMedical')}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
