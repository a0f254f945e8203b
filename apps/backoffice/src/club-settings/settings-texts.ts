// The club settings page's texts.
export const CLUB_SETTINGS_PATH = '/club-settings';
export const CLUB_SETTINGS_TITLE = 'Club settings';
export const NO_LOCATION_FOUND = 'No location found for this address.';
export const LOCATION_SAVED = 'The club’s location has been saved.';
export const LOCATION_LOAD_FAILED = 'The club’s location could not be loaded.';
export const LATITUDE_RANGE = 'Latitude must be a number from -90 to 90';
export const LONGITUDE_RANGE = 'Longitude must be a number from -180 to 180';
export const PLACE_ON_MAP_REQUIRED = 'Place the club on the map or enter its coordinates';
