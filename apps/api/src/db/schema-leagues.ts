/** Tables of the leagues area (the providers' simulators keep none; the fixture calendars one). */
export interface LeaguesTables {
  fixture_calendar_events: FixtureCalendarEventsTable;
}

/** A fixture's calendar event as a club's feed last showed it (migration 0041). */
export interface FixtureCalendarEventsTable {
  account_id: number;
  fixture_id: string;
  fingerprint: string;
  sequence: number;
  modified_at: Date;
}
