import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readGeocodingConfig } from './geocoding-config';
import {
  createDevelopmentGeocoder,
  createGeocoderPort,
  createMapboxGeocoder,
  GeocodingFailure,
} from './geocoder-port';

/** A local stand-in for Mapbox's geocoding API: answers what the test sets, records requests. */
let server: Server;
let baseUrl: string;
let requests: URL[] = [];
let answer: (request: IncomingMessage, response: ServerResponse) => void;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(new URL(request.url ?? '/', 'http://fake'));
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests = [];
});

const json = (status: number, body: unknown) => (_: IncomingMessage, response: ServerResponse) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

// A limit that only a service that never answers reaches, however busy the machine.
const settings = (timeoutMs = 30_000) => ({
  provider: 'mapbox' as const,
  token: 'pk.test-token',
  url: baseUrl,
  timeoutMs,
});

describe('the Mapbox geocoder', () => {
  it('asks the forward geocoding endpoint and answers the points found, best first', async () => {
    answer = json(200, {
      type: 'FeatureCollection',
      features: [
        {
          geometry: { type: 'Point', coordinates: [-8.2241, 53.3312] },
          properties: { full_address: 'Glenarden Road, Ballinasloe, County Galway, Ireland' },
        },
        {
          geometry: { type: 'Point', coordinates: [-8.2, 53.3] },
          properties: { name: 'Ballinasloe', place_formatted: 'County Galway, Ireland' },
        },
        { geometry: { type: 'Point', coordinates: ['x', 1] }, properties: {} },
      ],
    });
    const matches = await createMapboxGeocoder(settings()).geocode('Glenarden Road, Ballinasloe');
    expect(matches).toEqual([
      {
        label: 'Glenarden Road, Ballinasloe, County Galway, Ireland',
        latitude: 53.3312,
        longitude: -8.2241,
      },
      { label: 'Ballinasloe, County Galway, Ireland', latitude: 53.3, longitude: -8.2 },
    ]);
    const [request] = requests;
    expect(request!.pathname).toBe('/search/geocode/v6/forward');
    expect(request!.searchParams.get('q')).toBe('Glenarden Road, Ballinasloe');
    expect(request!.searchParams.get('access_token')).toBe('pk.test-token');
  });

  it('answers no match for an address nobody knows', async () => {
    answer = json(200, { type: 'FeatureCollection', features: [] });
    await expect(createMapboxGeocoder(settings()).geocode('Nowhere Lane')).resolves.toEqual([]);
  });

  it('fails on an error answer, a malformed answer and a service that does not answer in time', async () => {
    const geocoder = createMapboxGeocoder(settings());
    answer = json(401, { message: 'Not Authorized - Invalid Token' });
    await expect(geocoder.geocode('Ballinasloe')).rejects.toThrow(GeocodingFailure);
    answer = (_, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>oops</html>');
    };
    await expect(geocoder.geocode('Ballinasloe')).rejects.toThrow(GeocodingFailure);
    answer = () => undefined; // never answers
    await expect(createMapboxGeocoder(settings(300)).geocode('Ballinasloe')).rejects.toThrow(
      'Geocoding timed out',
    );
  });
});

describe('the development geocoder', () => {
  const geocoder = createDevelopmentGeocoder();

  it("finds a seeded club's grounds by any words of its address, accents and case aside", async () => {
    const [match] = await geocoder.geocode('pairc na ngael, GLENARDEN road');
    expect(match).toEqual({
      label: 'Páirc na nGael, Glenarden Road, Ballinasloe, Galway, Ireland',
      latitude: 53.3312,
      longitude: -8.2241,
    });
    expect((await geocoder.geocode('Belfast'))[0]?.label).toContain('Harps Park');
  });

  it('finds nothing for an unknown address', async () => {
    await expect(geocoder.geocode('1 Unknown Street, Atlantis')).resolves.toEqual([]);
  });
});

describe('the geocoding configuration', () => {
  it('uses Mapbox when a token is configured, the development geocoder otherwise', () => {
    const problems: string[] = [];
    const configured = readGeocodingConfig((name) => ({ MAPBOX_TOKEN: 'pk.abc' })[name], problems);
    expect(configured).toMatchObject({ provider: 'mapbox', url: 'https://api.mapbox.com' });
    expect(createGeocoderPort(configured).name).toBe('mapbox');
    const none = readGeocodingConfig(() => undefined, problems);
    expect(createGeocoderPort(none).name).toBe('development');
    readGeocodingConfig(
      (name) => ({ MAPBOX_TOKEN: 'pk', MAPBOX_API_URL: 'ftp:x' })[name],
      problems,
    );
    expect(problems).toEqual(['MAPBOX_API_URL must be an http(s) base URL']);
  });

  it('turns address search off with GEOCODER=none, even beside a token', async () => {
    const problems: string[] = [];
    const off = readGeocodingConfig(
      (name) => ({ GEOCODER: 'none', MAPBOX_TOKEN: 'pk.abc' })[name],
      problems,
    );
    expect(off).toEqual({ provider: 'none' });
    const geocoder = createGeocoderPort(off);
    expect(geocoder.name).toBe('none');
    await expect(geocoder.geocode('Ballinasloe')).rejects.toThrow(GeocodingFailure);
    expect(problems).toEqual([]);
  });
});
