import type { BackofficeDashboard } from '@touchline/contracts';
import type { Language } from '@touchline/i18n';
import { usePageLanguage } from '@touchline/store';
import { useServerRead } from '@touchline/store/server-data';
import { FormField } from '@touchline/ui';
import { useState, type ReactNode } from 'react';
import { ageGroupText } from '../members/members-texts';
import { useBackofficeT } from '../messages/backoffice-messages';
import styles from './dashboard.module.css';
import { dashboardRead } from './dashboard-reads';
import {
  ageGroupCaption,
  drawStatusName,
  formatChange,
  formatCount,
  formatDrawTime,
  membersSummary,
  programmeCaption,
  registrationsSummary,
  weekName,
  weeksCaption,
} from './dashboard-texts';

/**
 * The secretary's dashboard, on the back-office home for the roles it is open to: members by
 * programme and age group in a season against the one before, the season's registrations per
 * week and the entries of the latest draws, each as a table (the bars only picture the numbers).
 */
export function DashboardPanel() {
  const t = useBackofficeT();
  const [season, setSeason] = useState<number | null>(null);
  // Another season shows as loading until its answer; a failure is said on the panel only.
  const { read: loaded } = useServerRead(dashboardRead, season === null ? {} : { season });
  // The current season, as the latest answer said it: the seasons offered stay while another loads.
  const [current, setCurrent] = useState<number | null>(null);
  const answered = loaded.state === 'loaded' ? loaded.value.current_season : null;
  if (answered !== null && answered !== current) setCurrent(answered);

  const shown = loaded.state === 'loaded' ? loaded.value.season : (season ?? current);
  const seasons = current === null ? [] : [current, current - 1, current - 2, current - 3];
  return (
    <section className={styles.panel} aria-labelledby="dashboard-title">
      <h2 id="dashboard-title">{t('dashboard.title')}</h2>
      <p className={styles.intro}>{t('dashboard.intro')}</p>
      {seasons.length > 0 && (
        <div className={styles.season}>
          <FormField label={t('dashboard.season')}>
            {(control) => (
              <select
                {...control}
                value={shown ?? ''}
                onChange={(event) => setSeason(Number(event.target.value))}
              >
                {seasons.map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      )}
      <div role="status">
        {loaded.state === 'loading' && <p>{t('dashboard.loading')}</p>}
        {loaded.state === 'failed' && <p>{t('dashboard.loadFailed')}</p>}
      </div>
      {loaded.state === 'loaded' && <DashboardTables dashboard={loaded.value} />}
    </section>
  );
}

function DashboardTables({ dashboard }: { dashboard: BackofficeDashboard }) {
  const t = useBackofficeT();
  const language = usePageLanguage();
  const { season } = dashboard;
  const registrations = dashboard.weeks.reduce((sum, week) => sum + week.registrations, 0);
  const busiestWeek = Math.max(1, ...dashboard.weeks.map((week) => week.registrations));
  const busiestDraw = Math.max(1, ...dashboard.draws.map((draw) => draw.entries));
  return (
    <>
      <p className={styles.intro}>
        {membersSummary(
          t,
          language,
          season,
          dashboard.members.this_season,
          dashboard.members.last_season,
        )}
      </p>
      <SeasonTable
        caption={programmeCaption(t, season)}
        header={t('dashboard.programme')}
        season={season}
        language={language}
        rows={dashboard.programs.map((row) => ({
          key: String(row.program_id),
          name: row.program,
          ...row,
        }))}
        empty={t('dashboard.noProgrammes')}
      />
      <SeasonTable
        caption={ageGroupCaption(t, season)}
        header={t('dashboard.ageGroup')}
        season={season}
        language={language}
        rows={dashboard.age_groups.map((row) => ({
          key: row.age_group,
          name: ageGroupText(t, row.age_group),
          ...row,
        }))}
        empty={t('dashboard.noProgrammes')}
      />
      <p className={styles.intro}>{registrationsSummary(t, registrations)}</p>
      <NumbersTable
        caption={weeksCaption(t, season)}
        headers={[t('dashboard.week'), t('dashboard.registrations')]}
        empty={t('dashboard.noWeeks')}
        rows={dashboard.weeks.map((week) => ({
          key: week.week,
          name: weekName(t, language, week.week, week.starts_on),
          cells: [],
          value: week.registrations,
          largest: busiestWeek,
        }))}
      />
      <NumbersTable
        caption={t('dashboard.drawsCaption')}
        headers={[
          t('dashboard.draw'),
          t('dashboard.drawDate'),
          t('dashboard.statusHeader'),
          t('dashboard.entries'),
        ]}
        empty={t('dashboard.noDraws')}
        rows={dashboard.draws.map((draw) => ({
          key: String(draw.draw_id),
          name: draw.product,
          cells: [formatDrawTime(draw.draw_at, language), drawStatusName(t, draw.status)],
          value: draw.entries,
          largest: busiestDraw,
        }))}
      />
    </>
  );
}

interface SeasonRow {
  readonly key: string;
  readonly name: string;
  readonly this_season: number;
  readonly last_season: number;
  readonly change: number;
}

/** Counts of the season and the one before, with the difference. */
function SeasonTable(props: {
  caption: string;
  header: string;
  season: number;
  language: Language;
  rows: readonly SeasonRow[];
  empty: string;
}) {
  const t = useBackofficeT();
  return (
    <table className={styles.table}>
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{props.header}</th>
          <th scope="col" className={styles.number}>
            {props.season}
          </th>
          <th scope="col" className={styles.number}>
            {props.season - 1}
          </th>
          <th scope="col" className={styles.number}>
            {t('dashboard.change')}
          </th>
        </tr>
      </thead>
      <tbody>
        {props.rows.length === 0 ? (
          <tr>
            <td colSpan={4}>{props.empty}</td>
          </tr>
        ) : (
          props.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              <td className={styles.number}>{formatCount(row.this_season, props.language)}</td>
              <td className={styles.number}>{formatCount(row.last_season, props.language)}</td>
              <td className={styles.number}>{formatChange(row.change, props.language)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

interface NumberRow {
  readonly key: string;
  readonly name: string;
  readonly cells: readonly ReactNode[];
  readonly value: number;
  readonly largest: number;
}

/** A number per row, its last column a bar of CSS width picturing it (hidden from readers). */
function NumbersTable(props: {
  caption: string;
  headers: readonly string[];
  rows: readonly NumberRow[];
  empty: string;
}) {
  const language = usePageLanguage();
  const [first, ...rest] = props.headers;
  const valueHeader = rest.at(-1);
  const middle = rest.slice(0, -1);
  return (
    <table className={styles.table}>
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{first}</th>
          {middle.map((header) => (
            <th scope="col" key={header}>
              {header}
            </th>
          ))}
          <th scope="col" className={styles.number}>
            {valueHeader}
          </th>
          <td className={styles.barCell} aria-hidden="true" />
        </tr>
      </thead>
      <tbody>
        {props.rows.length === 0 ? (
          <tr>
            <td colSpan={props.headers.length + 1}>{props.empty}</td>
          </tr>
        ) : (
          props.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
              <td className={styles.number}>{formatCount(row.value, language)}</td>
              <td className={styles.barCell} aria-hidden="true">
                {row.value > 0 && (
                  <span
                    className={styles.bar}
                    style={{ width: `${(row.value / row.largest) * 100}%` }}
                  />
                )}
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
