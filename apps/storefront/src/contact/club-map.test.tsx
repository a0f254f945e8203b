import { render, screen, waitFor } from '@testing-library/react';
import { ClubMap, MAP_ZOOM } from './club-map';

const created: { options: Record<string, unknown>; removed: boolean }[] = [];
const markers: { lngLat?: [number, number]; added: boolean }[] = [];

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
      record: { lngLat?: [number, number]; added: boolean } = { added: false };
      constructor() {
        markers.push(this.record);
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
    });
    expect(markers[0]).toEqual({ lngLat: [-6.2, 53.3], added: true });
    unmount();
    expect(created[0]?.removed).toBe(true);
  });
});
