import { act, render, screen, waitFor } from '@testing-library/react';
import { MAP_ZOOM, MapPicker } from './map-picker';

type Handler = (event: {
  lngLat: { lat: number; lng: number };
  preventDefault: () => void;
}) => void;

interface FakeMap {
  options: Record<string, unknown>;
  handlers: Record<string, Handler>;
  removed: boolean;
  centre?: unknown;
}
interface FakeMarker {
  options: Record<string, unknown>;
  lngLat?: [number, number];
  added: boolean;
  handlers: Record<string, () => void>;
}
const maps: FakeMap[] = [];
const markers: FakeMarker[] = [];

jest.mock('mapbox-gl', () => ({
  __esModule: true,
  default: {
    Map: class {
      record: FakeMap;
      constructor(options: Record<string, unknown>) {
        this.record = { options, handlers: {}, removed: false };
        maps.push(this.record);
      }
      on(name: string, handler: Handler) {
        this.record.handlers[name] = handler;
      }
      easeTo(options: { center: unknown }) {
        this.record.centre = options.center;
      }
      remove() {
        this.record.removed = true;
      }
    },
    Marker: class {
      record: FakeMarker;
      constructor(options: Record<string, unknown>) {
        this.record = { options, added: false, handlers: {} };
        markers.push(this.record);
      }
      setLngLat(lngLat: [number, number]) {
        this.record.lngLat = lngLat;
        return this;
      }
      getLngLat() {
        const [lng, lat] = this.record.lngLat!;
        return { lng, lat };
      }
      addTo() {
        this.record.added = true;
        return this;
      }
      remove() {
        this.record.added = false;
        return this;
      }
      on(name: string, handler: () => void) {
        this.record.handlers[name] = handler;
        return this;
      }
    },
  },
}));

beforeEach(() => {
  maps.length = 0;
  markers.length = 0;
});

const POINT = { latitude: 53.3312, longitude: -8.2241 };

describe('the map picker with a token', () => {
  it('in admin mode: zoom 14, a draggable marker, double-click and drag placement', async () => {
    const onPlace = jest.fn();
    render(
      <MapPicker
        token="pk.test"
        point={POINT}
        editable
        onPlace={onPlace}
        onSearch={async () => []}
        label="Map of the grounds"
      />,
    );
    expect(screen.getByRole('searchbox', { name: 'Address search' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Search' })).toBeVisible();
    await waitFor(() => expect(maps).toHaveLength(1));
    expect(maps[0]!.options).toMatchObject({
      accessToken: 'pk.test',
      center: [-8.2241, 53.3312],
      zoom: MAP_ZOOM,
      doubleClickZoom: false,
    });
    expect(MAP_ZOOM).toBe(14);
    expect(markers[0]).toMatchObject({
      options: { draggable: true },
      lngLat: [-8.2241, 53.3312],
      added: true,
    });

    const preventDefault = jest.fn();
    act(() =>
      maps[0]!.handlers['dblclick']!({
        lngLat: { lat: 53.34011234, lng: -8.2105 },
        preventDefault,
      }),
    );
    expect(preventDefault).toHaveBeenCalled();
    expect(onPlace).toHaveBeenLastCalledWith({ latitude: 53.340112, longitude: -8.2105 });
    expect(markers[0]!.lngLat).toEqual([-8.2105, 53.340112]);

    markers[0]!.lngLat = [-8.2, 53.35];
    act(() => markers[0]!.handlers['dragend']!());
    expect(onPlace).toHaveBeenLastCalledWith({ latitude: 53.35, longitude: -8.2 });
  });

  it('read-only elsewhere: no search, a fixed marker, double-click zooms as usual', async () => {
    render(<MapPicker token="pk.test" point={POINT} editable={false} label="Map of the grounds" />);
    await waitFor(() => expect(maps).toHaveLength(1));
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(maps[0]!.options).toMatchObject({ zoom: 14, doubleClickZoom: true });
    expect(markers[0]!.options).toMatchObject({ draggable: false });
    expect(maps[0]!.handlers['dblclick']).toBeUndefined();
  });

  it('follows a point found by the search', async () => {
    const { rerender } = render(
      <MapPicker token="pk.test" point={POINT} editable onPlace={jest.fn()} label="Map" />,
    );
    await waitFor(() => expect(maps).toHaveLength(1));
    rerender(
      <MapPicker
        token="pk.test"
        point={{ latitude: 54.6347, longitude: -5.9104 }}
        editable
        onPlace={jest.fn()}
        label="Map"
      />,
    );
    expect(markers[0]!.lngLat).toEqual([-5.9104, 54.6347]);
    expect(maps[0]!.centre).toEqual([-5.9104, 54.6347]);
  });
});
