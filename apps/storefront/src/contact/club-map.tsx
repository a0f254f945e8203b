import { useEffect, useRef, useState } from 'react';
import { useStorefrontT } from '../messages/storefront-messages';
import styles from './contact-page.module.css';

/** Maps open at zoom 14. */
export const MAP_ZOOM = 14;

// Loaded only when a club page shows a map: mapbox-gl is large and most pages never need it.
const loadMapbox = () =>
  Promise.all([import('mapbox-gl'), import('mapbox-gl/dist/mapbox-gl.css')]).then(
    ([module]) => module.default,
  );

interface ClubMapProps {
  token: string;
  latitude: number;
  longitude: number;
  name: string;
}

/**
 * An interactive map of the club's grounds with a marker. Gestures need two fingers or a
 * modifier key so the page still scrolls past it; if the map cannot load it stays out of the way
 * (the address and its map link beside it carry the same information).
 */
export function ClubMap({ token, latitude, longitude, name }: ClubMapProps) {
  const t = useStorefrontT();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let remove: (() => void) | undefined;
    loadMapbox()
      .then((mapboxgl) => {
        if (cancelled || !container.current) return;
        const map = new mapboxgl.Map({
          accessToken: token,
          container: container.current,
          style: 'mapbox://styles/mapbox/streets-v12',
          center: [longitude, latitude],
          zoom: MAP_ZOOM,
          cooperativeGestures: true,
          locale: {
            'Map.Title': t('legal.map.title'),
            'LogoControl.Title': t('legal.map.logo'),
            'AttributionControl.ToggleAttribution': t('legal.map.attribution'),
            'ScrollZoomBlocker.CtrlMessage': t('legal.map.scrollZoomCtrl'),
            'ScrollZoomBlocker.CmdMessage': t('legal.map.scrollZoomCmd'),
            'TouchPanBlocker.Message': t('legal.map.twoFingers'),
          },
        });
        const marker = new mapboxgl.Marker({ color: '#b00020' });
        // The marker names itself in English unless it has a name already.
        marker.getElement().setAttribute('aria-label', t('legal.map.marker'));
        marker.setLngLat([longitude, latitude]).addTo(map);
        remove = () => map.remove();
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      remove?.();
    };
    // A new language (a new `t`) opens the map again with its texts.
  }, [token, latitude, longitude, t]);

  if (failed) return null;
  return (
    <div
      ref={container}
      className={styles.map}
      role="region"
      aria-label={t('contact.map', { club: name })}
      data-testid="club-map"
    />
  );
}
