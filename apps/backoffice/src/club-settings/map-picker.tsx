import type { GeocodeMatch } from '@touchline/contracts';
import { Button, FormField } from '@touchline/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useBackofficeT } from '../messages/backoffice-messages';
import styles from './club-settings.module.css';

/** Maps open at zoom 14. */
export const MAP_ZOOM = 14;
/** Where the map opens when the club has no point yet: the middle of Ireland. */
const IRELAND: LngLat = [-8.0, 53.4];
const OVERVIEW_ZOOM = 6;

type LngLat = [number, number];

export interface MapPoint {
  latitude: number;
  longitude: number;
}

// mapbox-gl is large: it is fetched only when a map is shown (a token is configured), never on
// the back office's first load.
const loadMapbox = () =>
  Promise.all([import('mapbox-gl'), import('mapbox-gl/dist/mapbox-gl.css')]).then(
    ([module]) => module.default,
  );

export interface MapPickerProps {
  /** A public Mapbox token; without one no map is drawn (the coordinates stand for it). */
  token?: string;
  point: MapPoint | null;
  /** Admin mode: search, draggable marker, double-click and drag placement. */
  editable: boolean;
  /** Where the marker was placed (admin mode). */
  onPlace?: (point: MapPoint) => void;
  /** Finds an address (admin mode): its matches, best first; none when nothing matches. */
  onSearch?: (address: string) => Promise<GeocodeMatch[]>;
  /** Names the map for assistive technology. */
  label: string;
}

/**
 * The location map picker. In admin mode: an address search box and search button, a draggable
 * marker, and double-click to place the marker; otherwise read-only. The map is Mapbox's, at zoom
 * 14, drawn only with a token.
 */
export function MapPicker({ token, point, editable, onPlace, onSearch, label }: MapPickerProps) {
  return (
    <div className={styles.picker}>
      {editable && onSearch && <AddressSearch onSearch={onSearch} onFound={onPlace} />}
      {token && (
        <MapboxMap
          token={token}
          point={point}
          editable={editable}
          onPlace={onPlace}
          label={label}
        />
      )}
    </div>
  );
}

/**
 * The address search: one match places the marker; several are offered to choose from (the
 * focus goes to the first), so a search never puts the marker on a place the admin did not mean.
 * The chosen address stays said under the box.
 */
function AddressSearch({
  onSearch,
  onFound,
}: {
  onSearch: (address: string) => Promise<GeocodeMatch[]>;
  onFound?: (point: MapPoint) => void;
}) {
  const t = useBackofficeT();
  const [address, setAddress] = useState('');
  const [searching, setSearching] = useState(false);
  const [matches, setMatches] = useState<GeocodeMatch[]>([]);
  const [chosen, setChosen] = useState<GeocodeMatch | null>(null);
  const firstMatch = useRef<HTMLButtonElement>(null);
  const id = useId();
  const listId = useId();

  const choose = (match: GeocodeMatch) => {
    setMatches([]);
    setChosen(match);
    onFound?.({ latitude: match.latitude, longitude: match.longitude });
  };

  useEffect(() => {
    if (matches.length > 1) firstMatch.current?.focus();
  }, [matches]);

  // A form of its own would nest in the settings form: Enter in the box searches instead.
  const search = async (event?: FormEvent) => {
    event?.preventDefault();
    if (address.trim() === '' || searching) return;
    setSearching(true);
    setMatches([]);
    try {
      const found = await onSearch(address.trim());
      if (found.length === 1) choose(found[0]!);
      else setMatches(found);
    } finally {
      setSearching(false);
    }
  };
  return (
    <div className={styles.search} role="search" aria-label={t('location.searchRegion')}>
      <FormField label={t('location.searchLabel')} id={id} hint={t('location.searchHint')}>
        {(control) => (
          <input
            {...control}
            type="search"
            value={address}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => setAddress(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void search(event);
            }}
          />
        )}
      </FormField>
      <Button variant="secondary" loading={searching} onClick={() => void search()}>
        {t('location.search')}
      </Button>
      {matches.length > 1 && (
        <div className={styles.matches}>
          <p id={listId} className={styles.matchesTitle}>
            {t('location.chooseMatch')}
          </p>
          <ul aria-labelledby={listId}>
            {matches.map((match, index) => (
              <li key={`${match.label}-${index}`}>
                <button
                  ref={index === 0 ? firstMatch : undefined}
                  type="button"
                  className={styles.match}
                  onClick={() => choose(match)}
                >
                  {match.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className={styles.chosen} role="status">
        {chosen ? t('location.placedAt', { place: chosen.label }) : ''}
      </p>
    </div>
  );
}

interface MapboxMapProps {
  token: string;
  point: MapPoint | null;
  editable: boolean;
  onPlace?: (point: MapPoint) => void;
  label: string;
}

interface LiveMap {
  setPoint(point: MapPoint | null): void;
  remove(): void;
}

function MapboxMap({ token, point, editable, onPlace, label }: MapboxMapProps) {
  const t = useBackofficeT();
  const container = useRef<HTMLDivElement>(null);
  const live = useRef<LiveMap | null>(null);
  const placeRef = useRef(onPlace);
  const latestPoint = useRef(point);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    placeRef.current = onPlace;
    latestPoint.current = point;
  }, [onPlace, point]);

  useEffect(() => {
    let cancelled = false;
    loadMapbox()
      .then((mapboxgl) => {
        if (cancelled || !container.current) return;
        const start = latestPoint.current;
        const map = new mapboxgl.Map({
          accessToken: token,
          container: container.current,
          style: 'mapbox://styles/mapbox/streets-v12',
          center: start ? [start.longitude, start.latitude] : IRELAND,
          zoom: start ? MAP_ZOOM : OVERVIEW_ZOOM,
          // Double-click places the marker in admin mode instead of zooming in.
          doubleClickZoom: !editable,
          cooperativeGestures: !editable,
        });
        const marker = new mapboxgl.Marker({ color: '#b00020', draggable: editable });
        let shown = false;
        const show = (next: MapPoint | null) => {
          if (!next) {
            if (shown) marker.remove();
            shown = false;
            return;
          }
          marker.setLngLat([next.longitude, next.latitude]);
          if (!shown) marker.addTo(map);
          shown = true;
        };
        show(start);
        const round = (value: number) => Math.round(value * 1e6) / 1e6;
        if (editable) {
          marker.on('dragend', () => {
            const { lat, lng } = marker.getLngLat();
            placeRef.current?.({ latitude: round(lat), longitude: round(lng) });
          });
          map.on('dblclick', (event) => {
            event.preventDefault();
            const next = { latitude: round(event.lngLat.lat), longitude: round(event.lngLat.lng) };
            show(next);
            placeRef.current?.(next);
          });
        }
        live.current = {
          setPoint: (next) => {
            show(next);
            if (next) map.easeTo({ center: [next.longitude, next.latitude], zoom: MAP_ZOOM });
          },
          remove: () => map.remove(),
        };
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      live.current?.remove();
      live.current = null;
    };
  }, [token, editable]);

  // The point changed outside the map (search, coordinates typed): follow it.
  const latitude = point?.latitude;
  const longitude = point?.longitude;
  useEffect(() => {
    live.current?.setPoint(
      latitude === undefined || longitude === undefined ? null : { latitude, longitude },
    );
  }, [latitude, longitude]);

  if (failed) {
    return <p className={styles.mapFailed}>{t('location.mapFailed')}</p>;
  }
  return (
    <div
      ref={container}
      className={styles.map}
      role="region"
      aria-label={label}
      data-testid="map-picker"
    />
  );
}
