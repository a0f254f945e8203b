import type { BackofficeDashboardCalls } from '@touchline/api-client';
import type { BackofficeDashboard } from '@touchline/contracts';
import { FormField } from '@touchline/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useDashboardCalls } from '../api/use-dashboard-calls';
import { AGE_GROUP_NAMES } from '../members/members-texts';
import styles from './dashboard.module.css';
import {
  AGE_GROUP_HEADER,
  ageGroupCaption,
  CHANGE_HEADER,
  DASHBOARD_INTRO,
  DASHBOARD_TITLE,
  DRAW_DATE_HEADER,
  DRAW_HEADER,
  DRAW_STATUS_HEADER,
  DRAW_STATUS_NAMES,
  DRAWS_CAPTION,
  ENTRIES_HEADER,
  formatChange,
  formatCount,
  formatDrawTime,
  LOAD_FAILED,
  LOADING,
  membersSummary,
  NO_DRAWS,
  NO_PROGRAMMES,
  NO_WEEKS,
  PROGRAMME_HEADER,
  programmeCaption,
  REGISTRATIONS_HEADER,
  registrationsSummary,
  SEASON_LABEL,
  WEEK_HEADER,
  weekName,
  weeksCaption,
} from './dashboard-texts';

type Loaded =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; dashboard: BackofficeDashboard };

/**
 * The secretary's dashboard, on the back-office home for the roles it is open to: members by
 * programme and age group in a season against the one before, the season's registrations per
 * week and the entries of the latest draws, each as a table (the bars only picture the numbers).
 */
export function DashboardPanel({ calls: given }: { calls?: BackofficeDashboardCalls }) {
  const fromApp = useDashboardCalls();
  const calls = given ?? fromApp;
  const [season, setSeason] = useState<number | null>(null);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [current, setCurrent] = useState<number | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    calls
      .getDashboard(season === null ? {} : { season }, { signal: controller.signal })
      .then((dashboard) => {
        setCurrent(dashboard.current_season);
        setLoaded({ state: 'ready', dashboard });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ state: 'failed' });
      });
    return () => controller.abort();
  }, [calls, season]);

  const shown = loaded.state === 'ready' ? loaded.dashboard.season : (season ?? current);
  const seasons = current === null ? [] : [current, current - 1, current - 2, current - 3];
  return (
    <section className={styles.panel} aria-labelledby="dashboard-title">
      <h2 id="dashboard-title">{DASHBOARD_TITLE}</h2>
      <p className={styles.intro}>{DASHBOARD_INTRO}</p>
      {seasons.length > 0 && (
        <div className={styles.season}>
          <FormField label={SEASON_LABEL}>
            {(control) => (
              <select
                {...control}
                value={shown ?? ''}
                onChange={(event) => {
                  setLoaded({ state: 'loading' });
                  setSeason(Number(event.target.value));
                }}
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
        {loaded.state === 'loading' && <p>{LOADING}</p>}
        {loaded.state === 'failed' && <p>{LOAD_FAILED}</p>}
      </div>
      {loaded.state === 'ready' && <DashboardTables dashboard={loaded.dashboard} />}
    </section>
  );
}

function DashboardTables({ dashboard }: { dashboard: BackofficeDashboard }) {
  const { season } = dashboard;
  const registrations = dashboard.weeks.reduce((sum, week) => sum + week.registrations, 0);
  const busiestWeek = Math.max(1, ...dashboard.weeks.map((week) => week.registrations));
  const busiestDraw = Math.max(1, ...dashboard.draws.map((draw) => draw.entries));
  return (
    <>
      <p className={styles.intro}>
        {membersSummary(season, dashboard.members.this_season, dashboard.members.last_season)}
      </p>
      <SeasonTable
        caption={programmeCaption(season)}
        header={PROGRAMME_HEADER}
        season={season}
        rows={dashboard.programs.map((row) => ({
          key: String(row.program_id),
          name: row.program,
          ...row,
        }))}
        empty={NO_PROGRAMMES}
      />
      <SeasonTable
        caption={ageGroupCaption(season)}
        header={AGE_GROUP_HEADER}
        season={season}
        rows={dashboard.age_groups.map((row) => ({
          key: row.age_group,
          name: AGE_GROUP_NAMES[row.age_group],
          ...row,
        }))}
        empty={NO_PROGRAMMES}
      />
      <p className={styles.intro}>{registrationsSummary(registrations)}</p>
      <NumbersTable
        caption={weeksCaption(season)}
        headers={[WEEK_HEADER, REGISTRATIONS_HEADER]}
        empty={NO_WEEKS}
        rows={dashboard.weeks.map((week) => ({
          key: week.week,
          name: weekName(week.week, week.starts_on),
          cells: [],
          value: week.registrations,
          largest: busiestWeek,
        }))}
      />
      <NumbersTable
        caption={DRAWS_CAPTION}
        headers={[DRAW_HEADER, DRAW_DATE_HEADER, DRAW_STATUS_HEADER, ENTRIES_HEADER]}
        empty={NO_DRAWS}
        rows={dashboard.draws.map((draw) => ({
          key: String(draw.draw_id),
          name: draw.product,
          cells: [formatDrawTime(draw.draw_at), DRAW_STATUS_NAMES[draw.status] ?? draw.status],
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
  rows: readonly SeasonRow[];
  empty: string;
}) {
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
            {CHANGE_HEADER}
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
              <td className={styles.number}>{formatCount(row.this_season)}</td>
              <td className={styles.number}>{formatCount(row.last_season)}</td>
              <td className={styles.number}>{formatChange(row.change)}</td>
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
              <td className={styles.number}>{formatCount(row.value)}</td>
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
