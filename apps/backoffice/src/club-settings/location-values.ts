import type { ClubLocation, ClubLocationUpdateBody } from '@touchline/contracts';
import type { MapPoint } from './map-picker';
import type { SettingsT } from './settings-texts';

export interface LocationValues {
  latitude: string;
  longitude: string;
  display_address: boolean;
}

export function locationValues(location: ClubLocation): LocationValues {
  return {
    latitude: location.latitude === null ? '' : String(location.latitude),
    longitude: location.longitude === null ? '' : String(location.longitude),
    display_address: location.display_address,
  };
}

const DECIMAL = /^-?\d{1,3}(?:\.\d+)?$/;

const coordinate = (text: string, limit: number): number | null => {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return null;
  const value = Number(trimmed);
  return Math.abs(value) <= limit ? value : null;
};

/** The point the fields hold, or null while either is missing or out of range. */
export function pointOf(values: LocationValues): MapPoint | null {
  const latitude = coordinate(values.latitude ?? '', 90);
  const longitude = coordinate(values.longitude ?? '', 180);
  return latitude === null || longitude === null ? null : { latitude, longitude };
}

/** The rules the API applies too: both coordinates, each within its range. */
export const locationRules = (t: SettingsT) => (values: LocationValues) => {
  const errors: Partial<Record<keyof LocationValues, string>> = {};
  const lat = (values.latitude ?? '').trim();
  const lng = (values.longitude ?? '').trim();
  if (lat === '' && lng === '') {
    errors.latitude = t('location.placeOnMapRequired');
    return errors;
  }
  if (coordinate(lat, 90) === null) errors.latitude = t('location.latitudeRange');
  if (coordinate(lng, 180) === null) errors.longitude = t('location.longitudeRange');
  return errors;
};

export function locationBody(values: LocationValues): ClubLocationUpdateBody {
  const point = pointOf(values);
  if (!point) throw new Error('locationBody needs valid coordinates');
  return { ...point, display_address: values.display_address };
}
