// The API-wide guard lives in src/http; kept here for the commerce routes that name it.
export { NUL_REFUSED, refuseNulCharacters } from '../http/nul-guard';
