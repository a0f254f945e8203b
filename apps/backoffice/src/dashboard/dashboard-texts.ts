export const DASHBOARD_TITLE = 'Club dashboard';
export const DASHBOARD_INTRO =
  'The numbers a committee meeting asks for: members this season against last, new registrations per week and lotto entries per draw.';
export const SEASON_LABEL = 'Season';
export const LOADING = 'Loading the dashboard…';
export const LOAD_FAILED = 'The dashboard could not be loaded. Please try again later.';
export const PROGRAMME_HEADER = 'Programme';
export const AGE_GROUP_HEADER = 'Age group';
export const CHANGE_HEADER = 'Change';
export const WEEK_HEADER = 'Week';
export const REGISTRATIONS_HEADER = 'Registrations';
export const DRAW_HEADER = 'Draw';
export const DRAW_DATE_HEADER = 'Date';
export const DRAW_STATUS_HEADER = 'Status';
export const ENTRIES_HEADER = 'Entries';
export const NO_PROGRAMMES = 'No memberships in these seasons.';
export const NO_WEEKS = 'No weeks of this season yet.';
export const NO_DRAWS = 'No draws yet.';
export const DRAW_STATUS_NAMES: Readonly<Record<string, string>> = {
  open: 'Open',
  closed: 'Closed',
  drawn: 'Drawn',
};

const NUMBER = new Intl.NumberFormat('en-IE');
const CHANGE = new Intl.NumberFormat('en-IE', { signDisplay: 'exceptZero' });
const DAY = new Intl.DateTimeFormat('en-IE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const DRAW_TIME = new Intl.DateTimeFormat('en-IE', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Dublin',
});

export const formatCount = (value: number) => NUMBER.format(value);
export const formatChange = (value: number) => CHANGE.format(value);
export const formatDrawTime = (iso: string) => DRAW_TIME.format(new Date(iso));
/** `Week 37, from 8 Sept 2026`. */
export const weekName = (week: string, startsOn: string) =>
  `Week ${Number(week.split('-W')[1])}, from ${DAY.format(new Date(`${startsOn}T00:00:00Z`))}`;

export const membersSummary = (season: number, thisSeason: number, lastSeason: number) =>
  `${formatCount(thisSeason)} members in ${season}, ${formatCount(lastSeason)} in ${season - 1} (${formatChange(thisSeason - lastSeason)}).`;
export const registrationsSummary = (total: number) =>
  total === 1
    ? '1 registration this season so far.'
    : `${formatCount(total)} registrations this season so far.`;
export const programmeCaption = (season: number) =>
  `Members by programme, ${season} against ${season - 1}`;
export const ageGroupCaption = (season: number) =>
  `Members by age group, ${season} against ${season - 1}`;
export const weeksCaption = (season: number) => `New registrations per week, season ${season}`;
export const DRAWS_CAPTION = 'Lotto entries per draw, latest draws';
