import { render, screen, waitFor } from '@testing-library/react';
import { StorefrontMessages, storefrontMessages } from '../messages/storefront-messages';
import { clubRecord, renderStorefront } from '../testing/render-storefront';
import { ClubMap, MAP_ZOOM } from './club-map';

const created: { options: Record<string, unknown>; removed: boolean }[] = [];
const markers: { lngLat?: [number, number]; added: boolean; label?: string }[] = [];

jest.mock('mapbox-gl', () => ({
  __esModule: true,
  default: {
    Map: class {
      record: { options: Record<string, unknown>; removed: boolean };
      constructor(options: Record<string, unknown>) {
        this.record = { options, removed: false };
        created.push(this.record);
      }
      remove() {
        this.record.removed = true;
      }
    },
    Marker: class {
      record: { lngLat?: [number, number]; added: boolean; label?: string } = { added: false };
      constructor() {
        markers.push(this.record);
      }
      getElement() {
        return {
          setAttribute: (name: string, value: string) => {
            if (name === 'aria-label') this.record.label = value;
          },
        };
      }
      setLngLat(lngLat: [number, number]) {
        this.record.lngLat = lngLat;
        return this;
      }
      addTo() {
        this.record.added = true;
        return this;
      }
    },
  },
}));

describe('ClubMap', () => {
  beforeEach(() => {
    created.length = 0;
    markers.length = 0;
  });

  it('opens a map at the club with a marker, zoom 14, and removes it when unmounted', async () => {
    const { unmount } = render(
      <ClubMap token="pk.test" latitude={53.3} longitude={-6.2} name="Test Gaels" />,
    );
    expect(
      screen.getByRole('region', { name: 'Map showing the location of Test Gaels' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]?.options).toMatchObject({
      accessToken: 'pk.test',
      center: [-6.2, 53.3],
      zoom: MAP_ZOOM,
      cooperativeGestures: true,
      locale: {
        'Map.Title': 'Map',
        'ScrollZoomBlocker.CtrlMessage': 'Use ctrl + scroll to zoom the map',
        'TouchPanBlocker.Message': 'Use two fingers to move the map',
      },
    });
    expect(markers[0]).toEqual({ lngLat: [-6.2, 53.3], added: true, label: 'Map marker' });
    unmount();
    expect(created[0]?.removed).toBe(true);
  });

  it('gives the map and its gesture hints in Irish on an Irish page', async () => {
    await storefrontMessages.preload('ga');
    renderStorefront(
      <StorefrontMessages>
        <ClubMap token="pk.test" latitude={53.3} longitude={-6.2} name="Test Gaels" />
      </StorefrontMessages>,
      { club: clubRecord({ default_language: 'ga' }) },
    );
    expect(
      screen.getByRole('region', { name: 'Léarscáil a thaispeánann suíomh Test Gaels' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]?.options).toMatchObject({
      locale: {
        'Map.Title': 'Léarscáil',
        'ScrollZoomBlocker.CtrlMessage': 'Úsáid ctrl + scrollú chun an léarscáil a shúmáil',
        'TouchPanBlocker.Message': 'Úsáid dhá mhéar chun an léarscáil a bhogadh',
      },
    });
    expect(markers[0]?.label).toBe('Marcóir ar an léarscáil');
  });
});
